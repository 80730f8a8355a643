import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every module `@oj/events/judge` loads, followed through relative imports, with the packages each names. */
function packagesLoadedFrom(entry: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    const source = readFileSync(file, 'utf8');
    const specifiers = [...source.matchAll(/^(?:import|export)\s(?:[^;]*?from\s+)?'([^']+)'/gms)].map(
      (m) => m[1] ?? '',
    );
    found.set(
      file,
      specifiers.filter((s) => !s.startsWith('.')),
    );
    for (const s of specifiers.filter((s) => s.startsWith('.')))
      visit(path.resolve(path.dirname(file), `${s}.ts`));
  };
  visit(entry);
  return found;
}

describe('the judge protocol module', () => {
  it('loads zod and nothing else: no node APIs, no database, so both the server and the runner can import it', () => {
    const loaded = packagesLoadedFrom(path.join(import.meta.dirname, 'index.ts'));
    expect(loaded.size).toBeGreaterThan(3);
    const outside = [...loaded].flatMap(([file, packages]) =>
      packages.filter((p) => p !== 'zod').map((p) => `${path.relative(import.meta.dirname, file)}: ${p}`),
    );
    expect(outside).toEqual([]);
  });
});
