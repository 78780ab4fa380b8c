/** Korean labels of the administration enums, all from the message catalogue. */
import {
  BOARD_TEMPLATES,
  BOARD_TYPES,
  type MessageKey,
  POST_SORT_FIELDS,
  READ_ROLES,
  type ReadRole,
  ROLES,
  type Role,
  SECRET_MODES,
  t,
  WRITE_ROLES,
} from "@portal/contract";

export const roleLabel = (role: Role) => t(`role${role}` as MessageKey);
export const readRoleLabel = (role: ReadRole) => t(`readRole${role}` as MessageKey);
export const boardTypeLabel = (type: number) => t(`boardType${type}` as MessageKey);
export const templateLabel = (template: number) => t(`template${template}` as MessageKey);

/** `{ value, label }` options for Mantine selects and radio groups. */
export const options = {
  roles: ROLES.map((r) => ({ value: r, label: roleLabel(r) })),
  writeRoles: WRITE_ROLES.map((r) => ({ value: r, label: roleLabel(r) })),
  readRoles: READ_ROLES.map((r) => ({ value: r, label: readRoleLabel(r) })),
  secretModes: SECRET_MODES.map((m) => ({ value: m, label: t(`secretMode${m}` as MessageKey) })),
  types: BOARD_TYPES.map((v) => ({ value: String(v), label: boardTypeLabel(v) })),
  templates: BOARD_TEMPLATES.map((v) => ({ value: String(v), label: templateLabel(v) })),
  sortFields: POST_SORT_FIELDS.map((f) => ({ value: f, label: t(`sortField${f}` as MessageKey) })),
  orders: (["desc", "asc"] as const).map((o) => ({ value: o, label: t(`order${o}` as MessageKey) })),
};
