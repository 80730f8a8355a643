import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { excerptOf, readCapped, readExcerpt } from './workspace';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'oj-excerpt-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const MAX = 8;
const contents: [string, Buffer][] = [
  ['empty', Buffer.alloc(0)],
  ['shorter than the excerpt', Buffer.from('1 2\n')],
  ['exactly the excerpt', Buffer.from('12345678')],
  ['one byte more', Buffer.from('123456789')],
  ['longer', Buffer.from('1234567890abcdef\n')],
  ['a character split by the cut', Buffer.from('1234567é89')],
  ['NUL and invalid UTF-8', Buffer.from([0x41, 0x00, 0xff, 0x42])],
  ['NUL and invalid UTF-8, cut', Buffer.from([0x41, 0x00, 0xff, 0x42, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48])],
];

describe('excerptOf', () => {
  it.each(contents)('gives what readExcerpt gives from a longer read (%s)', async (name, bytes) => {
    const file = path.join(dir, name.replaceAll(' ', '-'));
    await writeFile(file, bytes);
    const expected = await readExcerpt(file, MAX);
    expect(excerptOf(await readCapped(file, 1 << 20), MAX)).toEqual(expected);
    // A read cut short of the whole file, but past the excerpt, says the same.
    expect(excerptOf(await readCapped(file, MAX + 2), MAX)).toEqual(expected);
  });

  it("is '' for a file that could not be read", () => {
    expect(excerptOf(null, MAX)).toBe('');
  });
});
