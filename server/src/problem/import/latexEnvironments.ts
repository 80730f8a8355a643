import { type Context, displayMath, inlineMath } from './latexOutput';
import { type Parsed, readArgument, readOptional, splitTopLevel } from './latexScan';

/** Environments whose body is text, with the arguments to skip after `\begin{...}`: [optional?, required]. */
const WRAPPERS: Record<string, [optional: boolean, required: number]> = {
  center: [false, 0],
  flushleft: [false, 0],
  flushright: [false, 0],
  quote: [false, 0],
  quotation: [false, 0],
  samepage: [false, 0],
  figure: [true, 0],
  table: [true, 0],
  minipage: [true, 1],
  wrapfigure: [true, 2],
};

/** Tables' arguments before the column spec, which is skipped too. */
const TABLES: Record<string, [optional: boolean, required: number]> = {
  tabular: [true, 1],
  'tabular*': [false, 2],
  tabularx: [false, 2],
  longtable: [true, 1],
};

/** Maths environments KaTeX renders in display mode as they are. */
const DISPLAY_ENVIRONMENTS = new Set(['align', 'alignat', 'gather', 'multline', 'split']);

/** The Markdown for `\begin{name}` whose body starts at `start`, and where its `\end{name}` finishes. */
export function renderEnvironment(
  src: string,
  name: string,
  start: number,
  context: Context,
): Parsed<string> {
  const { body, end } = environmentBody(src, name, start);
  return { value: render(name, body, context), end };
}

function render(name: string, body: string, context: Context): string {
  const base = name.replace(/\*$/, '');
  if (base === 'comment') return '';
  if (base === 'verbatim' || base === 'Verbatim' || base === 'lstlisting')
    return codeBlock(skipArguments(body, true, 0));
  if (base === 'minted') return codeBlock(skipArguments(body, true, 1));
  if (base === 'itemize' || base === 'enumerate' || base === 'description') return list(base, body, context);
  const tableArguments = TABLES[name];
  if (tableArguments) return table(skipArguments(body, ...tableArguments), context);
  if (base === 'math') return inlineMath(body);
  if (base === 'equation' || base === 'displaymath') return displayMath(body);
  if (base === 'eqnarray') return displayMath(`\\begin{aligned}${body}\\end{aligned}`);
  if (DISPLAY_ENVIRONMENTS.has(base)) return displayMath(`\\begin{${name}}${body}\\end{${name}}`);
  const wrapper = WRAPPERS[base];
  const text = context.convert(wrapper ? skipArguments(body, ...wrapper) : body);
  return `\n\n${text.trim()}\n\n`;
}

function environmentBody(src: string, name: string, start: number): { body: string; end: number } {
  const open = `\\begin{${name}}`;
  const close = `\\end{${name}}`;
  let depth = 1;
  let at = start;
  for (;;) {
    const nextClose = src.indexOf(close, at);
    if (nextClose < 0) return { body: src.slice(start), end: src.length };
    const nextOpen = src.indexOf(open, at);
    if (nextOpen >= 0 && nextOpen < nextClose) {
      depth++;
      at = nextOpen + open.length;
    } else if (--depth === 0) {
      return { body: src.slice(start, nextClose), end: nextClose + close.length };
    } else {
      at = nextClose + close.length;
    }
  }
}

function skipArguments(body: string, optional: boolean, required: number): string {
  let at = optional ? readOptional(body, 0).end : 0;
  for (let n = 0; n < required; n++) at = readArgument(body, at).end;
  return body.slice(at);
}

function codeBlock(code: string): string {
  const text = code.replace(/^[ \t]*\n/, '').replace(/\s+$/, '');
  const fence = text.includes('```') ? '~~~~' : '```';
  return `\n\n${fence}\n${text}\n${fence}\n\n`;
}

function list(kind: string, body: string, context: Context): string {
  const [, ...items] = splitTopLevel(body, /^\\item(?![A-Za-z])/);
  const lines = items.map((item, index) => {
    const label = readOptional(item, 0);
    const marker = kind === 'enumerate' ? `${index + 1}. ` : '- ';
    const labelText = label.value === null ? '' : `**${context.convert(label.value).trim()}** `;
    // One item is one block: its blank lines (around a nested list) would make the list loose.
    const text = context
      .convert(item.slice(label.end))
      .trim()
      .replace(/\n\s*\n/g, '\n');
    return marker + `${labelText}${text}`.replaceAll('\n', `\n${' '.repeat(marker.length)}`);
  });
  return `\n\n${lines.join('\n')}\n\n`;
}

function table(body: string, context: Context): string {
  const rows = splitTopLevel(body, /^(?:\\\\|\\tabularnewline)/)
    .map((row) =>
      row
        .replace(/^\s*\[[^\]]*\]/, '')
        .replace(
          /\\(?:hline|toprule|midrule|bottomrule)|\\(?:cline|cmidrule|hhline)(?:\([^)]*\))?\{[^}]*\}/g,
          '',
        ),
    )
    .map((row) =>
      splitTopLevel(row, /^&/).map((cell) =>
        context
          .convert(cell)
          .replace(/\s*\n\s*/g, ' ')
          .trim()
          .replaceAll('|', '\\|'),
      ),
    )
    .filter((cells) => cells.some((cell) => cell !== ''));
  const [head, ...rest] = rows;
  if (!head) return '';
  const width = Math.max(...rows.map((cells) => cells.length));
  const line = (cells: string[]) =>
    `| ${Array.from({ length: width }, (_, k) => cells[k] ?? '').join(' | ')} |`;
  return `\n\n${[line(head), line(Array(width).fill('---')), ...rest.map(line)].join('\n')}\n\n`;
}
