import type { LanguageConfig } from '../language/languageEvents';

/**
 * The judge's default languages, as the admin-editable data it runs: the reference's (spec 04, "Judging")
 * and the other languages contest judges offer, each from Debian's packages (`.ci/run`, the Dockerfile).
 * Placeholders as documented on LanguageConfig; commands and limits measured in the sandbox (README).
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
/** Go's runtime starts a thread per busy P and for blocking system calls (4 for A+B here; go build 16). */
const GO_PIDS = 64;
/** rustc's worker threads, then gcc, collect2 and ld (16 measured). */
const RUSTC_PIDS = 64;
/** Mono's finaliser and GC threads (3 measured for mcs and for a program). */
const MONO_PIDS = 32;
/** Node's V8 platform workers: it aborts with fewer than 7 (pthread_create: EAGAIN). */
const NODE_PIDS = 32;
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
  // The file and the class are named after the source's own classes ({mainClass}, see programFiles.ts):
  // `public class addone` is written to addone.java, and a `package` line is run as package.Class.
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
      // Class files go to their package's folder under /box, where `-cp /box` finds them.
      '-d',
      '/box',
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
      '{mainClass}',
    ],
  },
  limitFactor: 2,
  pids: JVM_PIDS,
  binds: ['/etc/java-17-openjdk'],
  forCheckers: false,
  seq: 10,
  // The heap is capped at three quarters of the memory limit: a heap that fills up is over the limit.
  outOfMemoryMarkers: ['java.lang.OutOfMemoryError'],
};

/**
 * A language run from its source: the compile step is only a syntax check (`check`), so a syntax error is
 * a compile error, as in the reference.
 */
function script(
  fields: Pick<LanguageConfig, 'name' | 'contentType' | 'description' | 'sourceFile' | 'seq'>,
  check: string[],
  run: string[],
  pids = NATIVE_PIDS,
): LanguageConfig {
  return {
    ...fields,
    exeFile: fields.sourceFile,
    compile: { argv: [...check, '{src}'], cpuMs: COMPILE_CPU_MS, memoryKb: 256 * 1024 },
    run: { argv: [...run, '/box/{exe}'] },
    limitFactor: 2,
    pids,
    binds: [],
    forCheckers: false,
  };
}

const python3: LanguageConfig = {
  ...script(
    {
      name: 'Python3',
      contentType: 'text/x-python',
      description: 'Python 3.11',
      sourceFile: 'main.py',
      seq: 11,
    },
    ['python3', '-m', 'py_compile'],
    ['python3'],
  ),
  forCheckers: true,
};

/** A compiled language other than C and C++ (twice the limits, as spec 04 gives every such language). */
function compiled(
  fields: Pick<LanguageConfig, 'name' | 'contentType' | 'description' | 'sourceFile' | 'exeFile' | 'seq'>,
  compile: string[],
  run: string[],
  more: Partial<Pick<LanguageConfig, 'pids' | 'binds'>> = {},
): LanguageConfig {
  return {
    ...fields,
    compile: { argv: compile, cpuMs: COMPILE_CPU_MS, memoryKb: COMPILE_MEMORY_KB },
    run: { argv: run },
    limitFactor: 2,
    pids: more.pids ?? NATIVE_PIDS,
    binds: more.binds ?? [],
    forCheckers: false,
  };
}

/** Free Pascal's units: its config file is in /etc, which the box does not have (hence -n). */
const FPC_UNITS = '/usr/lib/x86_64-linux-gnu/fpc/3.2.2/units/x86_64-linux/*';

const otherLanguages: LanguageConfig[] = [
  script(
    {
      name: 'PyPy3',
      contentType: 'text/x-python',
      description: 'PyPy 3.9',
      sourceFile: 'main.py',
      seq: 12,
    },
    ['pypy3', '-m', 'py_compile'],
    ['pypy3'],
  ),
  // GOCACHE and GOPATH default to the box's HOME, /tmp: a tmpfs of the compile box, gone after it.
  compiled(
    {
      name: 'Golang',
      contentType: 'text/x-go',
      description: 'Go 1.19',
      sourceFile: 'main.go',
      exeFile: 'main',
      seq: 13,
    },
    ['go', 'build', '-o', '{exe}', '{src}'],
    ['/box/{exe}'],
    { pids: GO_PIDS },
  ),
  // Debian's rustc (/usr/bin; a rustup toolchain elsewhere is out of the box's sight), linking with gcc:
  // its default linker `cc` is a link into /etc/alternatives, which the box does not have.
  compiled(
    {
      name: 'Rust',
      contentType: 'text/x-rustsrc',
      description: 'Rust 1.63, edition 2021, -O',
      sourceFile: 'main.rs',
      exeFile: 'main',
      seq: 14,
    },
    ['rustc', '--edition', '2021', '-O', '-C', 'linker=gcc', '--cfg', 'online_judge', '-o', '{exe}', '{src}'],
    ['/box/{exe}'],
    { pids: RUSTC_PIDS },
  ),
  // Mono maps its native library (System.Native) in /etc/mono/config: without it no file can be read.
  compiled(
    {
      name: 'C#',
      contentType: 'text/x-csharp',
      description: 'Mono 6.8 (mcs)',
      sourceFile: 'main.cs',
      exeFile: 'main.exe',
      seq: 15,
    },
    ['mcs', '-optimize+', '-define:ONLINE_JUDGE', '-out:{exe}', '{src}'],
    ['mono', '/box/{exe}'],
    { pids: MONO_PIDS, binds: ['/etc/mono'] },
  ),
  script(
    {
      name: 'JavaScript Node',
      contentType: 'text/javascript',
      description: 'Node.js',
      sourceFile: 'main.js',
      seq: 16,
    },
    ['node', '--check'],
    ['node'],
    NODE_PIDS,
  ),
  // php8.2, not php: /usr/bin/php is a link into /etc/alternatives.
  script(
    { name: 'PHP', contentType: 'text/x-php', description: 'PHP 8.2', sourceFile: 'main.php', seq: 17 },
    ['php8.2', '-l'],
    ['php8.2'],
  ),
  script(
    { name: 'Ruby', contentType: 'text/x-ruby', description: 'Ruby 3.1', sourceFile: 'main.rb', seq: 18 },
    ['ruby', '-c'],
    ['ruby'],
  ),
  // The compiler proper (ppcx64): the fpc driver and /usr/bin/ppcx64 are links into /etc/alternatives.
  compiled(
    {
      name: 'Pascal',
      contentType: 'text/x-pascal',
      description: 'Free Pascal 3.2, objfpc mode, -O2',
      sourceFile: 'main.pas',
      exeFile: 'main',
      seq: 19,
    },
    [
      'ppcx64-3.2.2',
      '-n',
      `-Fu${FPC_UNITS}`,
      '-Mobjfpc',
      '-O2',
      '-Xs',
      '-Sgic',
      '-viwn',
      '-dONLINE_JUDGE',
      '-o{exe}',
      '{src}',
    ],
    ['/box/{exe}'],
  ),
];

export const defaultLanguages: readonly LanguageConfig[] = [
  gcc('C', 'GCC, C11', 0, 'c11', false),
  gcc('C With O2', 'GCC, C11, -O2', 1, 'c11', true),
  // The reference's C++ (C++14) stays first: the editor opens a problem in the first C++ listed.
  gcc('C++', 'G++, C++14', 2, 'c++14', false),
  gcc('C++ With O2', 'G++, C++14, -O2', 3, 'c++14', true),
  gcc('C++ 11', 'G++, C++11', 4, 'c++11', false),
  gcc('C++ 11 With O2', 'G++, C++11, -O2', 5, 'c++11', true),
  gcc('C++ 17', 'G++, C++17', 6, 'c++17', false),
  gcc('C++ 17 With O2', 'G++, C++17, -O2', 7, 'c++17', true),
  gcc('C++ 20', 'G++, C++20', 8, 'c++20', false),
  gcc('C++ 20 With O2', 'G++, C++20, -O2', 9, 'c++20', true),
  java,
  python3,
  ...otherLanguages,
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
