/**
 * The text of an HTML snippet from the site config, with its markup dropped. The web app has no HTML
 * sanitiser, so the footer shows the administrator's description as plain text rather than as HTML.
 */
export function htmlToText(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  for (const hidden of document.body.querySelectorAll('script, style, template')) hidden.remove();
  return (document.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
