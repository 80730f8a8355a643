/** The first display id the contest has not used: A to Z, then A1, B1, ... */
export function nextDisplayId(taken: readonly string[]): string {
  const used = new Set(taken.map((id) => id.toUpperCase()));
  for (let round = 0; ; round++) {
    for (let letter = 0; letter < 26; letter++) {
      const id = `${String.fromCharCode(65 + letter)}${round === 0 ? '' : round}`;
      if (!used.has(id)) return id;
    }
  }
}
