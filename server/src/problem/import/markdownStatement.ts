/**
 * A Markdown statement (problem.<lang>.md, 2023-07 format) split at its headings like the LaTeX one, with
 * relative image links rewritten to `images/<name>`. Headings inside code fences are text.
 */
export function markdownSections(
  markdown: string,
  image: (file: string) => string,
): { title: string | null; body: string }[] {
  const sections: { title: string | null; lines: string[] }[] = [{ title: null, lines: [] }];
  let fenced = false;
  for (const line of markdown.replaceAll('\r\n', '\n').split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) sections.push({ title: heading[1] ?? '', lines: [] });
    else sections.at(-1)?.lines.push(fenced ? line : rewriteImages(line, image));
  }
  return sections.map(({ title, lines }) => ({ title, body: lines.join('\n').trim() }));
}

const RELATIVE = /^(?![a-z][a-z0-9+.-]*:|\/|#)/i;

function rewriteImages(line: string, image: (file: string) => string): string {
  return line
    .replace(/(!\[[^\]]*\]\()([^)\s]+)/g, (whole, start: string, file: string) =>
      RELATIVE.test(file) ? `${start}images/${image(file)}` : whole,
    )
    .replace(/(<img\b[^>]*?\bsrc=["'])([^"']+)/gi, (whole, start: string, file: string) =>
      RELATIVE.test(file) ? `${start}images/${image(file)}` : whole,
    );
}
