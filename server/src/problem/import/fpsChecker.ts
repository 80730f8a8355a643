import type { JudgeProgram } from '@oj/events';
import { ProblemImportError } from './errors';
import type { FpsItem } from './fpsSchema';

/**
 * Our checkers run with protocol 'hoj': `checker input user_output answer`, exit 0 accepted, 101
 * presentation error, 102 wrong answer (and testlib's own codes). A HUSTOJ special judge (FPS `spj`)
 * is called `spj input answer user_output` and exits 0 accepted, 1 wrong answer, 2 presentation error,
 * anything else wrong answer (notes §4.3, §4.4): its arguments are swapped and its codes differ. Rather
 * than edit the author's code, this file is compiled with it: a glibc constructor swaps the last two
 * arguments before `main` runs, and an `on_exit` handler maps the exit status on the way out (also when
 * the checker calls `exit()` itself). It is valid C and C++, so it joins either kind of spj.
 */
export const HUSTOJ_ADAPTER = `/* Imported from FPS: runs a HUSTOJ special judge under the HOJ checker protocol. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

/* HUSTOJ: 0 AC, 2 PE, anything else WA. HOJ: 0 AC, 101 PE, 102 WA. */
static void hoj_map_status(int status, void *unused) {
  (void)unused;
  fflush(NULL);
  _exit(status == 0 ? 0 : status == 2 ? 101 : 102);
}

/* HOJ passes input, user output, answer; HUSTOJ expects input, answer, user output. */
__attribute__((constructor)) static void hoj_adapt(int argc, char **argv, char **envp) {
  (void)envp;
  if (argc >= 4) {
    char *user = argv[2];
    argv[2] = argv[3];
    argv[3] = user;
  }
  on_exit(hoj_map_status, NULL);
}
`;

const TESTLIB = /registerTestlibCmd|#\s*include\s*[<"]testlib\.h[>"]/;

/**
 * The item's checker. `tpj` (and an `spj` that is really a testlib checker, as some exports hold) already
 * speaks testlib's protocol, which HOJ reads: imported as is, as C++ (the judge supplies testlib.h).
 * A plain `spj` gets the adapter above. `Text` (HUSTOJ's text-answer mode) and `interactor` (HUSTOJ's
 * own interactive protocol) have no equivalent here: refused.
 */
export function fpsChecker(item: FpsItem, file: string, problem: string): JudgeProgram | null {
  const refuse = (why: string) => new ProblemImportError(file, problem, why);
  if (item.interactor.some((element) => element['#text'].trim() !== '')) {
    throw refuse('HUSTOJ interactors are not supported');
  }
  const tpj = item.tpj.find((element) => element['#text'].trim() !== '');
  const spj = item.spj.find((element) => element['#text'].trim() !== '');
  const code = tpj ?? spj;
  if (!code) return null;
  const source = code['#text'];
  if (tpj || TESTLIB.test(source)) {
    return { protocol: 'hoj', language: 'C++', files: [{ name: 'checker.cpp', content: source }] };
  }
  const language = (code['@_language'] ?? 'C').trim();
  if (/^text$/i.test(language))
    throw refuse("spj language 'Text' (HUSTOJ text-answer mode) is not supported");
  const cpp = /^(c\+\+|g\+\+|cpp|clang\+\+)/i.test(language);
  if (!cpp && !/^(c|gcc|clang)$/i.test(language))
    throw refuse(`spj language '${language}': only C and C++ are supported`);
  const extension = cpp ? 'cc' : 'c';
  return {
    protocol: 'hoj',
    language: cpp ? 'C++' : 'C',
    files: [
      { name: `spj.${extension}`, content: source },
      { name: `hustoj_adapter.${extension}`, content: HUSTOJ_ADAPTER },
    ],
  };
}
