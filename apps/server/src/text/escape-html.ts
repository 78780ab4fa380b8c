/** HTML-escapes text for a mail's or note's HTML part: & < > " ' become entities (OWASP output encoding). */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
