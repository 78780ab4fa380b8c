/** The body-cleaning worker thread of `sanitize-pool.ts` (`cleanHtmlOffThread`): sanitise-html on a long body. */
export { cleanHtml as default } from "./sanitize.ts";
