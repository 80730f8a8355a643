import { commandText, dropsWithArguments } from './latexCommands';
import { renderEnvironment } from './latexEnvironments';
import { type Context, displayMath, inlineCode, inlineMath, SECTION_END, SECTION_START } from './latexOutput';
import { braceEnd, type Parsed, readArgument, readOptional, skipSpaces } from './latexScan';

/**
 * The LaTeX of Kattis statements (problemtools' problem.en.tex: `\problemname`, `\section*`, lists,
 * tabular, `\illustration`, maths) as Markdown with `$...$` / `$$...$$` kept verbatim for KaTeX. Not a TeX
 * engine: macros are not expanded and unknown commands keep their last argument's text. `\section`s come
 * back separately so the caller can put Input and Output in their own fields.
 */
export interface LatexConversion {
  title: string | null;
  /** Text before the first `\section` (title null), then one entry per section. */
  sections: { title: string | null; body: string }[];
}

/**
 * `image` maps a file named by `\illustration` / `\includegraphics` to the name the text links as
 * `images/<name>` (the caller finds the file, and its extension when the source leaves it out).
 */
export function latexToMarkdown(
  source: string,
  image: (file: string) => string = (file) => file,
): LatexConversion {
  const context: Context = { title: null, image, convert: (src) => convert(src, context) };
  const markdown = convert(source.replaceAll('\r\n', '\n').trimStart(), context);
  const sections: LatexConversion['sections'] = [];
  const parts = markdown.split(SECTION_START);
  sections.push({ title: null, body: tidy(parts[0] ?? '') });
  for (const part of parts.slice(1)) {
    const [title = '', body = ''] = part.split(SECTION_END);
    sections.push({ title: tidy(title), body: tidy(body) });
  }
  return { title: context.title, sections };
}

/** Converts a piece of LaTeX text; environments and command arguments recurse through here. */
function convert(src: string, context: Context): string {
  let [out, i] = lineStart(src, 0);
  // A line break (`\\` becomes Markdown's backslash-newline) ends the line: the source newline after it must not.
  let lineEnded = false;
  while (i < src.length) {
    const ch = src[i] ?? '';
    let text = '';
    if (ch === '\\') {
      const parsed = command(src, i, context);
      text = parsed.value;
      i = parsed.end;
    } else if (ch === '%') {
      // A comment runs to the end of the line and, as in TeX, eats the newline and the next indentation.
      const newline = src.indexOf('\n', i);
      i = newline < 0 ? src.length : skipSpaces(src, newline + 1);
      continue;
    } else if (ch === '$') {
      const parsed = dollarMath(src, i);
      text = parsed.value;
      i = parsed.end;
    } else if (ch === '{') {
      const end = braceEnd(src, i);
      text = convert(src.slice(i + 1, end), context);
      i = end + 1;
    } else if (ch === '\n') {
      // Source indentation means nothing in LaTeX but would make a Markdown code block.
      const next = skipSpaces(src, i + 1);
      const [escaped, length] = lineStart(src, next);
      text = lineEnded ? escaped : `\n${escaped}`;
      i = next + length;
    } else {
      const [typeset, length] = typography(src, i);
      text = typeset;
      i += length;
    }
    out += text;
    lineEnded = text.endsWith('\\\n');
  }
  return out;
}

function typography(src: string, i: number): [string, number] {
  if (src.startsWith('``', i)) return ['\u201c', 2];
  if (src.startsWith("''", i)) return ['\u201d', 2];
  if (src.startsWith('---', i)) return ['\u2014', 3];
  if (src.startsWith('--', i)) return ['\u2013', 2];
  const ch = src[i] ?? '';
  if (ch === '`') return ['\u2018', 1];
  if (ch === '~') return [' ', 1];
  if (ch === '}') return ['', 1];
  // Plain characters in LaTeX that Markdown would read as emphasis.
  if (ch === '*' || ch === '_') return [`\\${ch}`, 1];
  return [ch, 1];
}

/**
 * A source line starting like a Markdown list item or heading is text in LaTeX: its mark is escaped
 * (`\\-`, `1\\.`). Returns the text to emit and how many source characters it stands for.
 */
function lineStart(src: string, i: number): [string, number] {
  const head = src.slice(i, i + 12);
  if (/^[-+>#]\s/.test(head)) return ['\\', 0];
  const number = /^(\d+)([.)])\s/.exec(head);
  return number ? [`${number[1]}\\${number[2]}`, (number[1]?.length ?? 0) + 1] : ['', 0];
}

const ACCENTS: Record<string, string> = {
  '"': '\u0308',
  "'": '\u0301',
  '`': '\u0300',
  '^': '\u0302',
  '~': '\u0303',
  '=': '\u0304',
  '.': '\u0307',
  c: '\u0327',
  u: '\u0306',
  v: '\u030c',
  H: '\u030b',
  r: '\u030a',
  k: '\u0328',
};

const SYMBOLS: Record<string, string> = {
  '\\': '\\\n',
  ' ': ' ',
  ',': '\u2009',
  ';': ' ',
  ':': ' ',
  '!': '',
  '-': '',
  '/': '',
  '@': '',
  '&': '&',
  '%': '%',
  '{': '{',
  '}': '}',
  '#': '\\#',
  $: '\\$',
  _: '\\_',
};

const NAME = /\\([A-Za-z]+\*?|[\s\S])/y;

function command(src: string, start: number, context: Context): Parsed<string> {
  NAME.lastIndex = start;
  const name = NAME.exec(src)?.[1] ?? '';
  let end = start + 1 + name.length;
  if (/^[A-Za-z]/.test(name)) end = skipSpaces(src, end);
  const accent = ACCENTS[name];
  if (accent !== undefined) {
    const letter = readArgument(src, end);
    return { value: `${convert(letter.value, context)}${accent}`.normalize('NFC'), end: letter.end };
  }
  switch (name) {
    case '(':
    case '[': {
      const close = name === '(' ? '\\)' : '\\]';
      const stop = src.indexOf(close, end);
      const inner = src.slice(end, stop < 0 ? src.length : stop);
      return {
        value: name === '(' ? inlineMath(inner) : displayMath(inner),
        end: stop < 0 ? src.length : stop + 2,
      };
    }
    case 'verb':
    case 'verb*': {
      const delimiter = src[end] ?? '';
      const stop = src.indexOf(delimiter, end + 1);
      return {
        value: inlineCode(src.slice(end + 1, stop < 0 ? src.length : stop)),
        end: stop < 0 ? src.length : stop + 1,
      };
    }
    case 'begin': {
      const environment = readArgument(src, end);
      return renderEnvironment(src, environment.value.trim(), environment.end, context);
    }
    case 'end':
      return { value: '', end: readArgument(src, end).end };
  }
  const symbol = SYMBOLS[name];
  if (symbol !== undefined) {
    // `\\[2mm]` is a line break with extra space: the length goes.
    return { value: symbol, end: name === '\\' ? readOptional(src, end).end : end };
  }
  if (dropsWithArguments(name)) return { value: '', end: skipGroups(src, end).end };
  const known = commandText(name, src, end, context);
  if (known) return known;
  // An unknown command keeps the text of its last argument (\textcolor{red}{x} -> x) or vanishes.
  const groups = skipGroups(src, end);
  return { value: groups.last === null ? '' : convert(groups.last, context), end: groups.end };
}

/** Every `{...}` and `[...]` right after a command, and the last `{...}` one. */
function skipGroups(src: string, start: number): { last: string | null; end: number } {
  let last: string | null = null;
  let i = start;
  while (src[i] === '{' || src[i] === '[') {
    if (src[i] === '[') {
      i = readOptional(src, i).end;
      continue;
    }
    const end = braceEnd(src, i);
    last = src.slice(i + 1, end);
    i = end + 1;
  }
  return { last, end: i };
}

function dollarMath(src: string, start: number): Parsed<string> {
  const display = src.startsWith('$$', start);
  const open = start + (display ? 2 : 1);
  for (let i = open; i < src.length; i++) {
    if (src[i] === '\\') {
      i++;
    } else if (src[i] === '$') {
      if (!display) return { value: inlineMath(src.slice(open, i)), end: i + 1 };
      if (src[i + 1] === '$') return { value: displayMath(src.slice(open, i)), end: i + 2 };
    }
  }
  return { value: '\\$', end: start + 1 };
}

function tidy(markdown: string): string {
  return (
    markdown
      .replace(/[ \t]+$/gm, '')
      // A line break ending a paragraph would show as a literal backslash in Markdown.
      .replace(/\\\n(?=\n|$)/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}
