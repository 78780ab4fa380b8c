/**
 * Scroll containers that the keyboard can scroll (KWCAG 2.1.1; axe "scrollable-region-focusable"):
 * the viewport of a table wider than the screen takes the focus, so arrow keys move it.
 */
export const KEYBOARD_SCROLL = { viewportProps: { tabIndex: 0 } };
