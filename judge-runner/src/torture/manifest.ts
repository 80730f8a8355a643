import type { FinalVerdict, SubmissionStatus, SubmissionStatusName } from '@oj/events';

/**
 * The torture set: every program in ./programs with the language it is judged in, the problem, the verdict
 * the product must give and why. A hostile program prints the right answer only when the sandbox held
 * (its attack failed), so it is AC when the judge is safe and WA when not.
 */

/** A final verdict's name in the vocabulary (`accepted`, `wrongAnswer`...). */
export type Verdict = {
  [Name in SubmissionStatusName]: (typeof SubmissionStatus)[Name] extends FinalVerdict ? Name : never;
}[SubmissionStatusName];

/**
 * `ab`: A+B, trailing blanks ignored (the default). `abStrict`: the same, every byte counts. `abSmallMemory`:
 * the same in 64 MB, so that a program reaches the memory limit within the wall clock on a loaded machine.
 * `divide`: a / b as a real number, judged by a special checker (./checkers/tolerance.c) within 1e-6.
 */
export type TortureProblem = 'ab' | 'abStrict' | 'abSmallMemory' | 'divide';

export interface TortureProgram {
  file: string;
  language: string;
  problem: TortureProblem;
  verdict: Verdict;
  /** Set when the verdict's case message is part of the label (e.g. the output limit, which is an RE). */
  message?: RegExp;
  why: string;
  /**
   * A known gap: the verdict the judge gives today instead of `verdict`, and why. The test expects this one,
   * so that fixing the gap fails it and the label is then kept by removing `today`.
   */
  today?: { verdict: Verdict; gap: string };
}

const ab = (file: string, language: string, verdict: Verdict, why: string, message?: RegExp) => ({
  file,
  language,
  problem: 'ab' as const,
  verdict,
  why,
  ...(message ? { message } : {}),
});

const mle = (file: string, language: string, verdict: Verdict, why: string) => ({
  ...ab(file, language, verdict, why),
  problem: 'abSmallMemory' as const,
});

const divide = (file: string, language: string, verdict: Verdict, why: string) => ({
  file,
  language,
  problem: 'divide' as const,
  verdict,
  why,
});

export const tortureSet: TortureProgram[] = [
  // Correct programs, one per language, each read a different way.
  ab('ac-sum.c', 'C', 'accepted', 'scanf until EOF'),
  ab('ac-sum.cpp', 'C++ 17 With O2', 'accepted', 'bits/stdc++.h and fast iostreams'),
  ab('ac-sum.java', 'Java', 'accepted', 'BufferedReader; the class is not called Main'),
  ab('ac-sum.py', 'Python3', 'accepted', 'reads sys.stdin line by line'),
  ab('ac-sum-pypy.py', 'PyPy3', 'accepted', 'reads all input at once'),
  ab('ac-sum.go', 'Golang', 'accepted', 'bufio and fmt.Fscan'),
  ab('ac-sum.rs', 'Rust', 'accepted', 'read_to_string and a locked stdout'),
  ab('ac-sum.cs', 'C#', 'accepted', 'Console.ReadLine until null'),
  ab('ac-sum.js', 'JavaScript Node', 'accepted', 'BigInt sums of fd 0'),
  ab('ac-sum.php', 'PHP', 'accepted', 'fscanf on STDIN'),
  ab('ac-sum.rb', 'Ruby', 'accepted', 'STDIN.each_line'),
  ab('ac-sum.pas', 'Pascal', 'accepted', 'int64 and seekeof'),
  ab('ac-threads.cpp', 'C++ 17', 'accepted', 'threads are allowed within the limits'),
  ab('ac-stdin-past-eof.py', 'Python3', 'accepted', 'reading past the end of the input gives empty reads'),
  ab('pe-trailing-space.c', 'C', 'accepted', 'a trailing blank is ignored when blanks at line ends are'),
  // Hostile programs that answer only if their attack failed.
  ab('ac-kill-everyone.c', 'C', 'accepted', 'kill(-1, SIGKILL) reaches only the box (and spares itself)'),
  ab('ac-ptrace.c', 'C', 'accepted', 'ptrace of the parent and of itself is refused'),
  ab(
    'ac-read-secrets.c',
    'C',
    'accepted',
    '/etc/shadow, /root, /proc/1/environ and /proc/kcore are unreadable',
  ),
  ab('ac-write-outside.c', 'C', 'accepted', 'no file can be created outside the box'),
  ab('ac-network.c', 'C', 'accepted', 'no connection to the host or the internet'),
  ab('ac-network.py', 'Python3', 'accepted', "no connection to the host's PostgreSQL or Redis"),
  // Wrong answers.
  ab('wa-difference.c', 'C', 'wrongAnswer', 'a - b'),
  ab('wa-int-overflow.cpp', 'C++', 'wrongAnswer', 'a 32-bit sum of 64-bit numbers'),
  ab('wa-nul-byte.c', 'C', 'wrongAnswer', 'the answer followed by a NUL byte and text'),
  ab('wa-invalid-utf8.py', 'Python3', 'wrongAnswer', 'the answer followed by bytes that are not UTF-8'),
  ab('wa-empty-output.py', 'Python3', 'wrongAnswer', 'prints nothing'),
  {
    file: 'pe-trailing-space.c',
    language: 'C',
    problem: 'abStrict',
    verdict: 'presentationError',
    why: 'a trailing blank where every byte counts',
  },
  // A special checker's tolerance.
  divide('ac-divide.py', 'Python3', 'accepted', "Python's shortest repr of the quotient"),
  divide('ac-divide-fixed.c', 'C', 'accepted', 'nine decimals: other text, within the tolerance'),
  divide('wa-divide-rounded.c', 'C', 'wrongAnswer', 'two decimals: beyond the tolerance'),
  divide('wa-divide-nan.cpp', 'C++', 'wrongAnswer', 'prints nan, which scanf reads as a number'),
  // Compile errors, the last ones bounded by the compile limits.
  ab('ce-syntax.c', 'C', 'compileError', 'a missing semicolon'),
  ab('ce-syntax.java', 'Java', 'compileError', 'int x = ;'),
  ab('ce-syntax.py', 'Python3', 'compileError', 'a syntax error is found before the run'),
  ab('ce-binary-source.c', 'C', 'compileError', 'a source ending in binary bytes (an ELF header)'),
  ab('ce-template-explosion.cpp', 'C++', 'compileError', 'templates whose expansion outgrows the limits'),
  // Runtime errors.
  ab('re-segfault.c', 'C', 'runtimeError', 'a write through a null pointer (SIGSEGV)', /SIGSEGV/),
  ab('re-abort.cpp', 'C++', 'runtimeError', 'a failed assert (SIGABRT)', /SIGABRT/),
  ab('re-division-by-zero.c', 'C', 'runtimeError', 'an integer division by zero (SIGFPE)', /SIGFPE/),
  ab('re-uncaught.java', 'Java', 'runtimeError', 'an uncaught exception'),
  ab('re-uncaught.py', 'Python3', 'runtimeError', 'an uncaught exception'),
  ab('re-exit-code.c', 'C', 'runtimeError', 'the right answer, then exit status 3', /Exit code 3/),
  ab('re-answer-then-crash.cpp', 'C++', 'runtimeError', 'the right answer, then abort()', /SIGABRT/),
  // The output limit, a verdict of its own (contest judges show it; the reference folds it into RE).
  ab('ole-huge-output.c', 'C', 'outputLimitExceeded', 'the answer, then 128 MiB of spaces', /Output limit/),
  ab(
    'ole-huge-output.py',
    'Python3',
    'outputLimitExceeded',
    'the answer, then 128 MiB of newlines',
    /Output limit/,
  ),
  // Time limits, by CPU and by the wall clock.
  ab('tle-busy-loop.c', 'C', 'timeLimitExceeded', 'an endless loop'),
  ab('tle-busy-loop.py', 'Python3', 'timeLimitExceeded', 'an endless loop'),
  ab('tle-busy-loop.java', 'Java', 'timeLimitExceeded', 'an endless loop'),
  ab('tle-sleep.c', 'C', 'timeLimitExceeded', 'sleeps: no CPU used, the wall clock ends it'),
  ab('tle-sleep.py', 'Python3', 'timeLimitExceeded', 'sleeps: no CPU used, the wall clock ends it'),
  ab('tle-read-past-eof.c', 'C', 'timeLimitExceeded', 'waits for numbers that never come, spinning on EOF'),
  ab('tle-fork-bomb.c', 'C', 'timeLimitExceeded', 'forks until refused, every process spinning'),
  ab('tle-thread-bomb.c', 'C', 'timeLimitExceeded', 'threads until refused, every thread spinning'),
  // Memory limits.
  mle('mle-malloc-touch.c', 'C', 'memoryLimitExceeded', '1 GiB allocated and touched'),
  mle('mle-vector-growth.cpp', 'C++', 'memoryLimitExceeded', 'a vector doubling past the limit'),
  mle('mle-heap.java', 'Java', 'memoryLimitExceeded', 'a Java heap growing past its cap (OutOfMemoryError)'),
  mle('mle-list.py', 'Python3', 'memoryLimitExceeded', 'a list of 1 MiB byte arrays'),
];
