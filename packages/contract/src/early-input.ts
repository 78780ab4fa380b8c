/**
 * Input before hydration (issue 38 §1). A server-rendered page shows its forms and controls seconds
 * before its code has run on a slow phone; what a visitor does meanwhile must not be lost.
 * `EARLY_INPUT_SCRIPT`, inline in a rendered page's `<head>` (allowed by its hash in the content
 * security policy), listens until `<html data-hydrated>` and queues, in order, on
 * `window[EARLY_INPUT_KEY]`:
 * - `{ input, value }`: the text of a field as typed (React may render a field again with its own
 *   state as soon as it hydrates, which puts back the text it rendered);
 * - `{ form }`: Enter in a field of a form, or a submit button pressed (the native submission, which
 *   would load the page again and lose what was typed, is prevented);
 * - `{ enter }`: Enter in a field outside a form (a search box that acts on its key), or in a text
 *   area marked `ENTER_SUBMITS` (the comment box, where Enter sends and Shift+Enter starts a line);
 * - `{ click }`: a button, tab, summary, checkbox or radio pressed (its native effect is prevented, so
 *   a checkbox is toggled once, by the app).
 * Once the page has hydrated, the web app (lib/early-input.ts) hands
 * the typed text to the fields' handlers and acts on the queue. Links need nothing: they load their page.
 */

/** The window property holding the queue. */
export const EARLY_INPUT_KEY = "__portalEarlyInput";

/** The attribute of a text area whose Enter sends (elsewhere Enter in a text area starts a line). */
export const ENTER_SUBMITS = "data-enter-submits";

const CLICKABLE = "button,[role=button],[role=tab],summary,input[type=checkbox],input[type=radio]";

/** The inline script of a rendered page's head (see above). Korean IME: an Enter that ends a composition is left alone. */
export const EARLY_INPUT_SCRIPT = `(function(d,w){var q=w.${EARLY_INPUT_KEY}=[];function on(t,f){d.addEventListener(t,function(e){if(!d.documentElement.hasAttribute("data-hydrated"))f(e,e.target)},true)}on("input",function(e,t){q.push({input:t,value:t.value})});on("submit",function(e,t){e.preventDefault();q.push({form:t})});on("click",function(e,t){t=t.closest&&t.closest("${CLICKABLE}");if(!t||t.closest("a")||(t.type==="submit"&&t.form))return;e.preventDefault();q.push({click:t})});on("keydown",function(e,t){if(e.key!=="Enter"||e.shiftKey||e.isComposing||!(t.tagName==="INPUT"||t.hasAttribute("${ENTER_SUBMITS}")))return;e.preventDefault();q.push(t.form?{form:t.form}:{enter:t})})})(document,window)`;
