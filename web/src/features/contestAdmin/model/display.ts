// The back office's contest display helpers. Times and phases: `@/lib/time`, `@/lib/contestDisplay`.

/**
 * The display id a new contest problem gets: the first letter A-Z not taken yet, else the next number.
 * @example nextDisplayId(['A', 'B', 'D']) // 'C'
 */
export function nextDisplayId(taken: readonly string[]): string {
  const used = new Set(taken.map((id) => id.toUpperCase()));
  for (let code = 65; code <= 90; code++) {
    const letter = String.fromCharCode(code);
    if (!used.has(letter)) return letter;
  }
  let n = 27;
  while (used.has(String(n))) n++;
  return String(n);
}
