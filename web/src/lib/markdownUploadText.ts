// An upload's place in a Markdown text: pure, so the editor's insert and take-back are unit-tested.

/** An upload as the server stored it, and whether it shows inline (image) or as a link (file). */
export interface StoredUpload {
  link: string;
  fileId: number;
  name: string;
  kind: 'image' | 'file';
}

/** The Markdown that shows an upload: an image inline, a file as a link. */
export const markdownOf = (upload: StoredUpload) =>
  `${upload.kind === 'image' ? '!' : ''}[${upload.name.replace(/[[\]]/g, '')}](${upload.link})`;

/**
 * The text with an upload's Markdown on a line of its own: at the cursor when it is at a line's start,
 * else after the cursor's line (a line is never split).
 */
export function withUpload(text: string, at: number, markdown: string): string {
  if (at === 0) return text === '' ? markdown : `${markdown}\n${text}`;
  if (text[at - 1] === '\n') return `${text.slice(0, at)}${markdown}\n${text.slice(at)}`;
  const lineEnd = text.indexOf('\n', at);
  const end = lineEnd < 0 ? text.length : lineEnd;
  return `${text.slice(0, end)}\n${markdown}${text.slice(end)}`;
}

/** The text without an upload's Markdown and the line break that `withUpload` added with it. */
export function withoutUpload(text: string, markdown: string): string {
  const at = text.indexOf(markdown);
  if (at < 0) return text;
  if (at > 0 && text[at - 1] === '\n') return text.slice(0, at - 1) + text.slice(at + markdown.length);
  return text.slice(0, at) + text.slice(at + markdown.length).replace(/^\n/, '');
}
