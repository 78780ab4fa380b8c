/**
 * The one way screens ask before acting (Mantine's confirm modal, opened from a lazy screen, whose
 * host `overlays.tsx` has loaded): a title, one paragraph, the confirm and cancel buttons. `danger`
 * paints the confirm button red, for what cannot be undone (deleting, cancelling, revoking).
 */
import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { t } from "@portal/contract";
import type { ReactNode } from "react";

export interface ConfirmOptions {
  title: string;
  /** The question, shown as one paragraph. */
  message: ReactNode;
  /** The confirm button's label (default 삭제). */
  confirm?: string;
  /** The cancel button's label (default 취소). */
  cancel?: string;
  danger?: boolean;
  onConfirm: () => void;
  /** Runs when the member cancels or closes the modal. */
  onCancel?: () => void;
}

/** Opens the confirmation; `onConfirm` runs when the member confirms (the modal closes either way). */
export function confirmAction({
  title,
  message,
  confirm,
  cancel,
  danger = false,
  onConfirm,
  onCancel,
}: ConfirmOptions): void {
  modals.openConfirmModal({
    title,
    children: <Text size="sm">{message}</Text>,
    labels: { confirm: confirm ?? t("delete"), cancel: cancel ?? t("cancel") },
    confirmProps: danger ? { color: "red" } : undefined,
    onConfirm,
    onCancel,
  });
}
