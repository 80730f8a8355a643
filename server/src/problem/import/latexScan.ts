/** A value read from the source and the index just after it. */
export interface Parsed<T> {
  value: T;
  end: number;
}

export function skipSpaces(src: string, i: number): number {
  let at = i;
  while (src[at] === ' ' || src[at] === '\t') at++;
  return at;
}

/** Index of the `}` closing the `{` at `open` (or the end of the source if it never closes). */
export function braceEnd(src: string, open: number): number {
  let depth = 0;
  for (let i = open; i < src.length; i++) {
    const ch = src[i];
    if (ch === '\\') i++;
    else if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return i;
  }
  return src.length;
}

/** A mandatory argument: a `{group}`, a control sequence or one character (`\"o`). */
export function readArgument(src: string, start: number): Parsed<string> {
  const i = skipSpaces(src, start);
  if (src[i] === '{') {
    const end = braceEnd(src, i);
    return { value: src.slice(i + 1, end), end: end + 1 };
  }
  if (src[i] === '\\') {
    const name = /^\\(?:[A-Za-z]+|[\s\S])/.exec(src.slice(i, i + 40))?.[0] ?? '\\';
    return { value: name, end: i + name.length };
  }
  return { value: src[i] ?? '', end: Math.min(i + 1, src.length) };
}

/** An optional `[argument]`, or null without moving when there is none. */
export function readOptional(src: string, start: number): Parsed<string | null> {
  const i = skipSpaces(src, start);
  if (src[i] !== '[') return { value: null, end: start };
  let depth = 0;
  for (let at = i; at < src.length; at++) {
    if (src[at] === '{') depth++;
    else if (src[at] === '}') depth--;
    else if (src[at] === ']' && depth === 0) return { value: src.slice(i + 1, at), end: at + 1 };
  }
  return { value: src.slice(i + 1), end: src.length };
}

/**
 * Splits `src` at each occurrence of `separator` that is outside braces, environments and `$` maths:
 * table rows at `\\`, cells at `&`, list items at `\item`.
 */
export function splitTopLevel(src: string, separator: RegExp): string[] {
  const parts: string[] = [];
  let depth = 0;
  let inMath = false;
  let from = 0;
  for (let i = 0; i < src.length; i++) {
    const rest = src.slice(i, i + 64);
    if (depth === 0 && !inMath) {
      const match = separator.exec(rest);
      if (match?.index === 0) {
        parts.push(src.slice(from, i));
        i += match[0].length - 1;
        from = i + 1;
        continue;
      }
    }
    if (rest.startsWith('\\begin{')) depth++;
    else if (rest.startsWith('\\end{')) depth--;
    else if (src[i] === '\\') i++;
    else if (src[i] === '{') depth++;
    else if (src[i] === '}') depth--;
    else if (src[i] === '$') inMath = !inMath;
  }
  parts.push(src.slice(from));
  return parts;
}
