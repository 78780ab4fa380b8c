/**
 * The portal's own drawings in public/img/pages/ and their drawn sizes (the SVG viewBox), so an
 * <img> can carry width and height and the browser keeps its place before the picture arrives
 * (no layout shift when it loads).
 */
const SIZES: Record<string, [number, number]> = {
  "agv.svg": [800, 360],
  "budget.svg": [960, 300],
  "consortium.svg": [960, 400],
  "direction.svg": [960, 360],
  "goal.svg": [960, 520],
  "hero-1.svg": [1200, 420],
  "hero-2.svg": [1200, 420],
  "hero-3.svg": [1200, 420],
  "intro-flow.svg": [960, 420],
  "service.svg": [960, 360],
  "shuttle.svg": [800, 400],
  "testcenter.svg": [800, 360],
  "vision.svg": [960, 440],
};

/** `src`, `width` and `height` of drawing `file` (e.g. "goal.svg"), for an <img>. */
export function picture(file: string): { src: string; width?: number; height?: number } {
  const size = SIZES[file];
  return { src: `/img/pages/${file}`, width: size?.[0], height: size?.[1] };
}

/**
 * Starts fetching picture `src` now, at high priority, for an <img> that renders later (a
 * `<link rel="preload">`: an unattached `new Image()` is fetched at low priority and Chromium holds
 * it back while scripts load).
 */
export function preloadImage(src: string): void {
  const link = document.createElement("link");
  link.rel = "preload";
  link.as = "image";
  link.href = src;
  link.fetchPriority = "high";
  document.head.append(link);
}

/** `preloadImage` for one of the portal's drawings (e.g. "goal.svg"). */
export function preloadPicture(file: string): void {
  preloadImage(picture(file).src);
}
