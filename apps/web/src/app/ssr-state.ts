/**
 * Where a server-rendered page carries its dehydrated reads: a `<script type="application/json">`
 * with this id (a data block, so the content security policy needs no inline-script exception).
 */
export const SSR_STATE_ID = "portal-state";
