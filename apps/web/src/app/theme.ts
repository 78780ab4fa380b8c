/**
 * The portal's Mantine theme (Korean type, Pretendard, primary shade 8) and its CSS-variable overrides.
 * Used by `AppProviders` (browser and server) and, at build time, by `themeStyleSheet` (theme-css.ts).
 */
import { type CSSVariablesResolver, createTheme } from "@mantine/core";
import { t } from "@portal/contract";

const FONT = "'Pretendard Variable', Pretendard, 'Noto Sans KR', 'Noto Sans CJK KR', system-ui, sans-serif";

export const theme = createTheme({
  fontFamily: FONT,
  headings: { fontFamily: FONT },
  primaryColor: "blue",
  // Filled buttons, badges and links at shade 8 (light scheme): white or body text on them passes
  // WCAG AA contrast (axe-core in e2e/tests/pages.spec.ts); shade 6 did not.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: "sm",
  // Every dialog and drawer (confirmations too): the close button is named "닫기" (axe `button-name`),
  // and the title row is no `<header>`, which axe counts as a second banner beside the page's header
  // (`landmark-no-duplicate-banner`).
  components: {
    Modal: { defaultProps: { closeButtonProps: { "aria-label": t("close") } } },
    Drawer: { defaultProps: { closeButtonProps: { "aria-label": t("close") } } },
    ModalHeader: { defaultProps: { component: "div" } },
    DrawerHeader: { defaultProps: { component: "div" } },
    // Without the focus placeholder, a focusable `role="presentation"` element that a menu may not
    // contain (axe `aria-required-children`): an open menu focuses its first item instead.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
  },
});

/** Dimmed text at gray 7: gray 6 on white fails WCAG AA contrast for small type. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { "--mantine-color-dimmed": "var(--mantine-color-gray-7)" },
  dark: {},
});
