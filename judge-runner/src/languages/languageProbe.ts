import { lstat, readlink, realpath } from 'node:fs/promises';
import path from 'node:path';
import type { LanguageConfig } from '@oj/events';
import { javaHome } from './languageCommands';

/**
 * Can this machine run a language? Its compiler's and its runtime's programs (argv[0] of each command)
 * must exist where a box can see them: looked up in the box's PATH, every symlink on the way inside the
 * box's root (/usr and the top-level links into it, and the language's binds), and executable by the
 * box's uid. A program the host reaches only through /etc (Debian's /etc/alternatives links: /usr/bin/php,
 * /usr/bin/fpc, /usr/bin/cc) or through a home folder (a rustup toolchain) does not run in the box.
 */

/** The sandbox's default PATH (judge-runner/sandbox/main.c). */
const BOX_PATH = ['/usr/local/bin', '/usr/bin', '/bin'];
/** What the box's root shows of the host: /usr and the merged-/usr links (or binds) beside it. */
const BOX_ROOTS = ['/usr', '/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32'];
const MAX_LINKS = 40;

/** The names of the languages this machine cannot run, in their order. */
export async function missingLanguages(languages: readonly LanguageConfig[]): Promise<string[]> {
  const runnable = await Promise.all(languages.map(languageRunnable));
  return languages.filter((_, index) => !runnable[index]).map((language) => language.name);
}

export async function languageRunnable(language: LanguageConfig): Promise<boolean> {
  const home = await javaHome();
  const programs = [language.compile?.argv[0], language.run.argv[0]]
    .filter((program): program is string => program !== undefined)
    .map((program) => program.replaceAll('{javaHome}', home))
    // The submission's own program is made by the compile step.
    .filter((program) => !program.startsWith('/box/'));
  const found = await Promise.all(programs.map((program) => boxProgram(program, language.binds)));
  return found.every((file) => file !== null);
}

/** The host file the box would execute for `program`, or null when the box could not run it. */
export async function boxProgram(program: string, binds: readonly string[]): Promise<string | null> {
  const candidates = program.includes('/') ? [program] : BOX_PATH.map((dir) => path.join(dir, program));
  for (const candidate of candidates) {
    if (await visibleExecutable(candidate, binds)) return candidate;
  }
  return null;
}

async function visibleExecutable(file: string, binds: readonly string[]): Promise<boolean> {
  const roots = [...BOX_ROOTS, ...binds];
  let current = path.resolve(file);
  for (let hops = 0; hops < MAX_LINKS; hops++) {
    if (!under(current, roots)) return false;
    const stat = await lstat(current).catch(() => null);
    if (!stat) return false;
    if (!stat.isSymbolicLink()) {
      // Folders on the way may be links too: the file's real place must be in the box as well.
      const real = await realpath(current).catch(() => null);
      return real !== null && under(real, roots) && stat.isFile() && (stat.mode & 0o001) !== 0;
    }
    current = path.resolve(path.dirname(current), await readlink(current));
  }
  return false;
}

function under(file: string, roots: readonly string[]): boolean {
  return roots.some((root) => file === root || file.startsWith(`${root}/`));
}
