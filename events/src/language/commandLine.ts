/**
 * A command as one line of text, for the language form: the judge runs an argv array directly (no
 * shell), so the line is only a way of writing that array. Spaces separate arguments; "double" or
 * 'single' quotes keep spaces inside one; a backslash takes the next character literally (inside
 * double quotes only before `"` or `\`). `$VAR`, `|`, `>` and `*` mean nothing special.
 *
 * `joinCommandLine` quotes just enough for `splitCommandLine` to give the same array back.
 * @example splitCommandLine('g++ -DNAME="a b" {src}') // ['g++', '-DNAME=a b', '{src}']
 */
export type SplitResult = { ok: true; argv: string[] } | { ok: false; error: 'unclosedQuote' };

export function splitCommandLine(line: string): SplitResult {
  const argv: string[] = [];
  let current: string | undefined; // undefined between arguments; '' after an empty pair of quotes
  let quote: '"' | "'" | undefined;
  for (let i = 0; i < line.length; i++) {
    const char = line.charAt(i);
    if (quote === "'") {
      if (char === "'") quote = undefined;
      else current += char;
    } else if (quote === '"') {
      const next = line.charAt(i + 1);
      if (char === '\\' && (next === '"' || next === '\\')) {
        current += next;
        i++;
      } else if (char === '"') quote = undefined;
      else current += char;
    } else if (/\s/.test(char)) {
      if (current !== undefined) argv.push(current);
      current = undefined;
    } else if (char === '"' || char === "'") {
      quote = char;
      current ??= '';
    } else if (char === '\\' && i + 1 < line.length) {
      current = (current ?? '') + line.charAt(i + 1);
      i++;
    } else current = (current ?? '') + char;
  }
  if (quote) return { ok: false, error: 'unclosedQuote' };
  if (current !== undefined) argv.push(current);
  return { ok: true, argv };
}

/** One argument as it is written on the line: bare when it can be, else in double quotes. */
export function quoteArgument(argument: string): string {
  if (argument !== '' && !/[\s"'\\]/.test(argument)) return argument;
  return `"${argument.replace(/["\\]/g, '\\$&')}"`;
}

export function joinCommandLine(argv: readonly string[]): string {
  return argv.map(quoteArgument).join(' ');
}
