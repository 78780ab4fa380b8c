/** The catalogue label of each notification type (filters and the preferences table). */
import { type MessageKey, type NotificationType, t } from "@portal/contract";

export const typeLabel = (type: NotificationType): string =>
  t(`notificationType${type.charAt(0).toUpperCase()}${type.slice(1)}` as MessageKey);
