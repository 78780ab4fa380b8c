/**
 * Props for a Select on a list's first screen: its option list mounts when opened, not with the
 * page (Mantine's Combobox keeps it mounted and hidden by default, and positions it on mount: a
 * forced style and layout pass per Select while the page first renders).
 */
export const DROPDOWN_ON_OPEN = { keepMounted: false } as const;
