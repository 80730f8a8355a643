import { type Context, imageLink, inlineCode, sectionMarker } from './latexOutput';
import { type Parsed, readArgument, readOptional } from './latexScan';

/** Commands that print a fixed text. */
const TEXT: Record<string, string> = {
  ldots: '\u2026',
  dots: '\u2026',
  cdots: '\u2026',
  textellipsis: '\u2026',
  LaTeX: 'LaTeX',
  TeX: 'TeX',
  textbackslash: '\\\\',
  textasciitilde: '~',
  textasciicircum: '^',
  textless: '<',
  textgreater: '>',
  textbar: '|',
  textendash: '\u2013',
  textemdash: '\u2014',
  textquoteleft: '\u2018',
  textquoteright: '\u2019',
  textquotedblleft: '\u201c',
  textquotedblright: '\u201d',
  textdegree: '\u00b0',
  copyright: '\u00a9',
  S: '\u00a7',
  ss: '\u00df',
  aa: '\u00e5',
  AA: '\u00c5',
  o: '\u00f8',
  O: '\u00d8',
  ae: '\u00e6',
  AE: '\u00c6',
  oe: '\u0153',
  OE: '\u0152',
  l: '\u0142',
  L: '\u0141',
  i: '\u0131',
  par: '\n\n',
  newline: '\\\n',
  linebreak: '\\\n',
  quad: ' ',
  qquad: '  ',
  item: '\n- ',
};

/** Layout, font switches and spacing: nothing to show in Markdown. */
const SILENT = new Set(
  (
    'noindent indent medskip bigskip smallskip newpage clearpage pagebreak centering raggedright raggedleft ' +
    'hfill vfill protect relax small large Large LARGE huge Huge footnotesize scriptsize tiny normalsize ' +
    'itshape bfseries ttfamily rmfamily sffamily scshape upshape normalfont em it bf tt rm sf sc sl ' +
    'displaystyle allowbreak nolinebreak hline maketitle sloppy'
  ).split(' '),
);

/** Commands dropped with all their arguments: samples come from data/sample, the rest is typesetting. */
const DROPPED = new Set(
  (
    'sample sampletable sampletableinteractive includecase nextsample remainingsamples label ref cite ' +
    'vspace vspace* hspace hspace* setlength addtolength newcommand renewcommand usepackage documentclass ' +
    'input include'
  ).split(' '),
);

export function dropsWithArguments(name: string): boolean {
  return DROPPED.has(name);
}

type Render = (args: string[], context: Context) => string;

/** Commands with arguments: how many, and what they become. */
const WITH_ARGUMENTS: Record<string, [count: number, render: Render]> = {
  problemname: [
    1,
    ([title = ''], context) => {
      context.title = context.convert(title).trim();
      return '';
    },
  ],
  section: [1, ([title = ''], context) => sectionMarker(context.convert(title).trim())],
  subsection: [1, ([title = ''], context) => `\n\n### ${context.convert(title).trim()}\n\n`],
  subsubsection: [1, ([title = ''], context) => `\n\n#### ${context.convert(title).trim()}\n\n`],
  paragraph: [1, ([title = ''], context) => `\n\n**${context.convert(title).trim()}** `],
  textbf: [1, ([text = ''], context) => wrap('**', context.convert(text))],
  emph: [1, ([text = ''], context) => wrap('*', context.convert(text))],
  textit: [1, ([text = ''], context) => wrap('*', context.convert(text))],
  textsl: [1, ([text = ''], context) => wrap('*', context.convert(text))],
  texttt: [1, ([text = ''], context) => inlineCode(context.convert(text))],
  url: [1, ([url = '']) => `<${url.trim()}>`],
  href: [2, ([url = '', text = ''], context) => `[${context.convert(text)}](${url.trim()})`],
  footnote: [1, ([text = ''], context) => ` (${context.convert(text).trim()})`],
  caption: [1, ([text = ''], context) => `\n\n*${context.convert(text).trim()}*\n\n`],
  multicolumn: [3, ([, , text = ''], context) => context.convert(text)],
  illustration: [3, ([, file = '', caption = ''], context) => image(file, context.convert(caption), context)],
};

/** Text of a known command starting after its name at `end`, or null when the command is not one of ours. */
export function commandText(name: string, src: string, end: number, context: Context): Parsed<string> | null {
  const bare = name.replace(/\*$/, '');
  const fixed = TEXT[bare];
  if (fixed !== undefined) return { value: fixed, end };
  if (SILENT.has(bare)) return { value: '', end };
  if (bare === 'includegraphics') {
    const file = readArgument(src, readOptional(src, end).end);
    return { value: image(file.value, '', context), end: file.end };
  }
  const known = WITH_ARGUMENTS[bare];
  if (!known) return null;
  const [count, render] = known;
  const args: string[] = [];
  let at = end;
  for (let n = 0; n < count; n++) {
    const arg = readArgument(src, readOptional(src, at).end);
    args.push(arg.value);
    at = arg.end;
  }
  return { value: render(args, context), end: at };
}

function wrap(mark: string, text: string): string {
  const trimmed = text.trim();
  return trimmed === '' ? text : `${mark}${trimmed}${mark}`;
}

function image(file: string, caption: string, context: Context): string {
  return imageLink(context.image(file.trim()), caption);
}
