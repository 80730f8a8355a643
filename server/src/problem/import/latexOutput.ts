/** Markdown pieces the LaTeX converter emits. Maths is kept verbatim for KaTeX. */

export const SECTION_START = '\uE000';
export const SECTION_END = '\uE001';

/** Everything the converter's parts share: the document's title, image links and the recursion. */
export interface Context {
  title: string | null;
  /** Converts a piece of LaTeX (an argument, an environment's body). */
  convert(src: string): string;
  /** The image's name as the statement will link it (`images/<name>`), given the file as written. */
  image(file: string): string;
}

export function inlineMath(tex: string): string {
  return `$${tex.replace(/\s*\n\s*/g, ' ').trim()}$`;
}

export function displayMath(tex: string): string {
  return `\n\n$$\n${tex.trim()}\n$$\n\n`;
}

/** Code spans show backslashes literally, so the Markdown escapes added to the text come off again. */
export function inlineCode(text: string): string {
  const plain = text.replace(/\\([\\*_#$`])/g, '$1').replace(/\s*\n\s*/g, ' ');
  return plain.includes('`') ? `\`\` ${plain} \`\`` : `\`${plain}\``;
}

/** Sections are marked, not rendered: the caller splits them into description, input and output. */
export function sectionMarker(title: string): string {
  return `\n\n${SECTION_START}${title}${SECTION_END}\n\n`;
}

export function imageLink(name: string, caption: string): string {
  return `\n\n![${caption.trim()}](images/${name})\n\n`;
}
