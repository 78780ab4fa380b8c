/**
 * The portal's Mantine theme (Korean type, Pretendard, primary shade 8, Korean names for Mantine's
 * built-in buttons) and its CSS-variable overrides.
 * Used by `AppProviders` (browser and server) and, at build time, by `themeStyleSheet` (theme-css.ts).
 */
import { type CSSVariablesResolver, createTheme } from "@mantine/core";
import { t } from "@portal/contract";

/** A close button's name (Mantine leaves it unnamed: axe button-name). */
const CLOSE = { "aria-label": t("close") };

const FONT = "'Pretendard Variable', Pretendard, 'Noto Sans KR', 'Noto Sans CJK KR', system-ui, sans-serif";

export const theme = createTheme({
  fontFamily: FONT,
  headings: { fontFamily: FONT },
  primaryColor: "blue",
  // Filled buttons, badges and links at shade 8 (light scheme): white or body text on them passes
  // WCAG AA contrast (axe-core in e2e/tests/pages.spec.ts); shade 6 did not.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: "sm",
  // Mantine names some of its own buttons in English ("Toggle password visibility") or not at all (the
  // close buttons, the pages of a pagination): every instance gets the catalogue's Korean names here.
  // The date pickers' names are lib/dateLabels.ts's, the editor's components/editor/RichEditor.tsx's.
  // Plain objects, not `Component.extend`: the theme would otherwise bring these components into
  // every page's first script.
  components: {
    PasswordInput: { defaultProps: { visibilityToggleButtonProps: { "aria-label": t("passwordVisibility") } } },
    Modal: { defaultProps: { closeButtonProps: CLOSE } },
    Drawer: { defaultProps: { closeButtonProps: CLOSE } },
    Notification: { defaultProps: { closeButtonProps: CLOSE } },
    Pagination: {
      defaultProps: {
        getItemProps: (page: number) => ({ "aria-label": t("pageLabel", { page }) }),
        getControlProps: (control: "first" | "previous" | "last" | "next") => ({ "aria-label": t(`${control}Page`) }),
      },
    },
    // A dialog's or drawer's title row is no `<header>`, which axe counts as a second banner beside the
    // page's header (`landmark-no-duplicate-banner`).
    ModalHeader: { defaultProps: { component: "div" } },
    DrawerHeader: { defaultProps: { component: "div" } },
    // Without the focus placeholder, a focusable `role="presentation"` element that a menu may not
    // contain (axe `aria-required-children`): an open menu focuses its first item instead.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
  },
});

/**
 * Dimmed text at gray 7: gray 6 on white fails WCAG AA contrast for small type. Field errors at red 9:
 * Mantine's red 6 (3.3:1 on white) failed axe's color-contrast once a form showed its errors (issue 45).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": "var(--mantine-color-gray-7)",
    "--mantine-color-error": "var(--mantine-color-red-9)",
  },
  dark: {},
});
