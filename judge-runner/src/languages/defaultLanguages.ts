import type { LanguageConfig } from '@oj/events';

/**
 * The reference's default languages (spec 04, "Judging"), as the admin-editable data the judge runs
 * (names as in server/src/problem/languages.ts; placeholders as documented on LanguageConfig).
 */

/** Enough for g++ on a large template-heavy file (about 2-3 s and 220 MB with bits/stdc++.h here). */
const COMPILE_CPU_MS = 10_000;
const COMPILE_MEMORY_KB = 512 * 1024;
/** javac is a JVM: its heap is capped at 256 MB by -J-Xmx, the rest is the JVM's own. */
const JAVAC_MEMORY_KB = 1024 * 1024;
/** gcc, cc1, as, collect2, ld: a handful of processes. */
const NATIVE_PIDS = 16;
/** The JVM's GC, JIT and service threads (measured: 64 is enough with the serial GC). */
const JVM_PIDS = 64;
/** JVM flags measured in the sandbox (compile.int.test.ts): fewer threads, class data sharing when available. */
const JVM_FLAGS = ['-XX:+UseSerialGC', '-Xshare:auto'];

function gcc(name: string, description: string, seq: number, std: string, o2: boolean): LanguageConfig {
  const cpp = std.startsWith('c++');
  return {
    name,
    contentType: cpp ? 'text/x-c++src' : 'text/x-csrc',
    description,
    sourceFile: cpp ? 'main.cpp' : 'main.c',
    exeFile: 'main',
    compile: {
      argv: [
        cpp ? 'g++' : 'gcc',
        '-DONLINE_JUDGE',
        ...(o2 ? ['-O2'] : []),
        '-w',
        '-fmax-errors=1',
        `-std=${std}`,
        '{src}',
        '-lm',
        '-o',
        '{exe}',
      ],
      cpuMs: COMPILE_CPU_MS,
      memoryKb: COMPILE_MEMORY_KB,
    },
    run: { argv: ['/box/{exe}'] },
    limitFactor: 1,
    pids: NATIVE_PIDS,
    binds: [],
    forCheckers: name === 'C' || name === 'C++',
    seq,
  };
}

const java: LanguageConfig = {
  name: 'Java',
  contentType: 'text/x-java',
  description: 'OpenJDK 17',
  sourceFile: 'Main.java',
  exeFile: 'Main.class',
  compile: {
    argv: [
      '{javaHome}/bin/javac',
      ...JVM_FLAGS.map((flag) => `-J${flag}`),
      '-J-XX:TieredStopAtLevel=1',
      '-J-Xmx256m',
      '-encoding',
      'UTF-8',
      '{src}',
    ],
    cpuMs: COMPILE_CPU_MS,
    memoryKb: JAVAC_MEMORY_KB,
  },
  run: {
    // The heap gets three quarters of the run's memory limit: the JVM's own memory (metaspace, code
    // cache, thread stacks) must fit in the rest, or a program that lets garbage pile up to -Xmx before
    // collecting would be killed for memory it does not really use.
    argv: [
      '{javaHome}/bin/java',
      ...JVM_FLAGS,
      '-XX:MaxRAM={maxMemoryMb}m',
      '-XX:MaxRAMPercentage=75',
      '-Xss64m',
      '-Dfile.encoding=UTF-8',
      '-DONLINE_JUDGE=true',
      '-cp',
      '/box',
      'Main',
    ],
  },
  limitFactor: 2,
  pids: JVM_PIDS,
  binds: ['/etc/java-17-openjdk'],
  forCheckers: false,
  seq: 8,
};

const python3: LanguageConfig = {
  name: 'Python3',
  contentType: 'text/x-python',
  description: 'Python 3.11',
  sourceFile: 'main.py',
  exeFile: 'main.py',
  // Compiling to bytecode only checks the syntax: a syntax error is a compile error, as in the reference.
  compile: {
    argv: ['python3', '-m', 'py_compile', '{src}'],
    cpuMs: COMPILE_CPU_MS,
    memoryKb: 256 * 1024,
  },
  run: { argv: ['python3', '/box/{exe}'] },
  limitFactor: 2,
  pids: NATIVE_PIDS,
  binds: [],
  forCheckers: true,
  seq: 9,
};

export const defaultLanguages: readonly LanguageConfig[] = [
  gcc('C', 'GCC, C11', 0, 'c11', false),
  gcc('C With O2', 'GCC, C11, -O2', 1, 'c11', true),
  gcc('C++', 'G++, C++14', 2, 'c++14', false),
  gcc('C++ With O2', 'G++, C++14, -O2', 3, 'c++14', true),
  gcc('C++ 17', 'G++, C++17', 4, 'c++17', false),
  gcc('C++ 17 With O2', 'G++, C++17, -O2', 5, 'c++17', true),
  gcc('C++ 20', 'G++, C++20', 6, 'c++20', false),
  gcc('C++ 20 With O2', 'G++, C++20, -O2', 7, 'c++20', true),
  java,
  python3,
];

/**
 * What checkers, interactors and output validators are built with, by the names a checker gives
 * (JudgeProgram.language): optimised builds, and C++17 for validators written against newer headers.
 */
export const defaultCheckerLanguages: readonly LanguageConfig[] = [
  { ...gcc('C', 'GCC, C11, -O2', 0, 'c11', true), forCheckers: true },
  { ...gcc('C++', 'G++, C++17, -O2', 1, 'c++17', true), forCheckers: true },
  { ...python3, seq: 2 },
];
