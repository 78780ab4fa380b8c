/**
 * Drawings of a first screen that the server announces in index.html (`<link rel="preload">`, so the
 * browser fetches them with the page's code) and the web app draws: both sides name them from here
 * (docs/pages.md "First page weight").
 */

/** Folder of the portal's own drawings (apps/web/public/img/pages/). */
export const PAGE_PICTURES = "/img/pages/";

/** The banner overlay's first tab (boards spec §1). */
export const BANNER_FIRST_PICTURE = "goal.svg";

/** The home page's first hero slide: its largest paint. */
export const HOME_FIRST_PICTURE = "hero-1.svg";

/**
 * The card thumbnail every uploaded picture gets (gallery cards, trade cards), in pixels: 4:3, cropped
 * to fill. Made at upload by the server; the web app writes it on the cards' pictures (issue 38 §2).
 */
export const THUMBNAIL_SIZE = { width: 480, height: 360 } as const;

/**
 * The id of the `<template>` in a server-rendered page that holds its screen's `<link rel="modulepreload">`
 * tags, inert until the web app moves them into the page after its first paint (issue 38 §2: fetched
 * before it, the screen's code shared a slow phone's bandwidth with the page's styles and pictures).
 */
export const SCREEN_MODULES_ID = "screen-modules";
