import { chmod, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LanguageConfig } from '@oj/events';
import { defaultLanguages } from '@oj/events/judge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boxProgram, languageRunnable, missingLanguages } from './languageProbe';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'oj-probe-'));
  await writeFile(path.join(dir, 'compiler'), '#!/bin/sh\n', { mode: 0o755 });
  await writeFile(path.join(dir, 'private'), '#!/bin/sh\n');
  await chmod(path.join(dir, 'private'), 0o750);
  await symlink('compiler', path.join(dir, 'alias'));
  // As Debian's alternatives are: a link through /etc, which the box's root does not have.
  await symlink('/etc/hostname', path.join(dir, 'alternative'));
});

afterAll(() => rm(dir, { recursive: true, force: true }));

function language(name: string): LanguageConfig {
  const found = defaultLanguages.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no language ${name}`);
  return found;
}

const C = language('C');

function withPrograms(compiler: string, runtime = '/box/{exe}', binds = [dir]): LanguageConfig {
  return {
    ...C,
    name: 'Probe',
    compile: C.compile && { ...C.compile, argv: [compiler, '{src}'] },
    run: { argv: [runtime] },
    binds,
  };
}

describe('which languages a runner can run', () => {
  it('a language whose compiler does not exist is not runnable, and is named missing', async () => {
    const missing = withPrograms('/usr/bin/oj-no-such-compiler');
    expect(await languageRunnable(missing)).toBe(false);
    expect(await missingLanguages([C, missing])).toEqual(['Probe']);
  });

  it('a runtime that does not exist makes the language unrunnable too', async () => {
    expect(await languageRunnable(withPrograms('gcc', 'oj-no-such-runtime'))).toBe(false);
    expect(await languageRunnable(withPrograms('gcc', 'gcc'))).toBe(true);
  });

  it('finds a bare name in the box PATH, as the box does', async () => {
    expect(await boxProgram('gcc', [])).toMatch(/^\/usr(\/local)?\/bin\/gcc$/);
  });

  it('follows links only while they stay inside what the box sees', async () => {
    expect(await boxProgram(path.join(dir, 'alias'), [dir])).not.toBeNull();
    expect(await boxProgram(path.join(dir, 'alternative'), [dir])).toBeNull();
    // The same folder, not bound into the box: the box cannot see it at all.
    expect(await boxProgram(path.join(dir, 'compiler'), [])).toBeNull();
  });

  it("needs the box's uid to be able to execute it", async () => {
    expect(await boxProgram(path.join(dir, 'private'), [dir])).toBeNull();
  });
});
