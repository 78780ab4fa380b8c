/**
 * Browser entry: the style sheets (in the page's head, render-blocking) and, once the page has painted,
 * the app (boot.tsx). The app's code (about 115 KB compressed) is asked for only then: asked for with
 * the style sheets, it shared the slow line with them and put the first paint of a server-rendered
 * page off by about as long as its download takes (Lighthouse's simulated slow 4G, docs/pages.md).
 */
import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "virtual:theme.css";
import "./app/global.css";

const boot = () => void import("./boot.tsx");
// A hidden page (a tab opened in the background) paints nothing until shown: the app starts at once.
if (document.visibilityState === "hidden") boot();
else requestAnimationFrame(() => setTimeout(boot, 0));
