import { createHash } from 'node:crypto';

/** 'A+B Problem' -> 'a-b-problem': ASCII letters and digits joined by '-', short enough for a suffix. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

/**
 * A problem ID for a title: its slug, or for a title with no Latin letters or digits (级数求和) a short
 * hash of it, so importing the same file twice gives the same IDs.
 */
export function idFromTitle(title: string, prefix: string): string {
  return slugify(title) || `${prefix}-${createHash('sha256').update(title).digest('hex').slice(0, 8)}`;
}

/** Suffixes -2, -3... to IDs already handed out in this import. */
export function uniqueIds(): (id: string) => string {
  const taken = new Set<string>();
  return (id) => {
    let unique = id;
    for (let n = 2; taken.has(unique); n++) unique = `${id}-${n}`;
    taken.add(unique);
    return unique;
  };
}
