import { access } from 'node:fs/promises';
import path from 'node:path';
import { type LanguageConfig, type ProgramText, programTextOf } from '@oj/events';
import { expandArgv, javaHome, runsFromSource } from '../languages/languageCommands';
import type { RunLimits, RunResult } from '../sandbox/protocol';
import type { SandboxPool } from '../sandbox/sandboxPool';
import { characterStart, readCapped, trimEndBytes } from './workspace';

/**
 * The compile message kept for CE: the reference shows it in a card, and -fmax-errors=1 keeps a C/C++
 * message short, so the first 4 KiB hold what matters (javac, template errors and warnings floods are cut).
 */
const COMPILE_MESSAGE_BYTES = 4096;

/** What the compiler may use besides the language's CPU and memory limits. */
const COMPILE_LIMITS: RunLimits = {
  // gcc's temporary files (assembler output) go to /tmp, a tmpfs charged to the box's memory.
  tmp_kb: 128 * 1024,
  // The object file of `int a[1 << 30] = {1};` ends here (OLE) instead of filling the disk.
  file_bytes: 64 << 20,
  stdout_bytes: 64 << 10,
  stderr_bytes: 64 << 10,
  // The JDK opens its module files.
  nofile: 1024,
};

/**
 * A compile's wall clock only guards against a hang: a compiler reads nothing but its files, and its CPU
 * limit stops a heavy one. A program run's wall limit (2 x CPU + 1 s) turned ordinary compiles into CE on a
 * busy judge: Go and Rust, 0.8 and 1.3 s of CPU here, ran out of 21 s of wall clock beside other boxes on
 * the same cores.
 */
export function compileWallMs(cpuMs: number): number {
  return Math.max(60_000, 3 * cpuMs);
}

export type CompileOutcome =
  | { ok: true }
  /** The compiler refused the program or hit a compile limit: the submission's CE message (its bytes). */
  | { ok: false; systemError: null; message: ProgramText }
  /** The compile could not happen (sandbox failure): SE. */
  | { ok: false; systemError: string; message: ProgramText };

export interface CompileRequest {
  language: LanguageConfig;
  /** The folder holding the sources, mounted writable at /box (its owner becomes the slot's uid). */
  dir: string;
  sources: string[];
  exe: string;
  /** Where the compiler's stdout and stderr are captured: a folder no box can write. */
  logPrefix: string;
}

/** Compiles in a writable box under the language's compile limits; languages without a compile step pass. */
export async function compileProgram(pool: SandboxPool, request: CompileRequest): Promise<CompileOutcome> {
  const { language, dir } = request;
  if (!language.compile) return { ok: true };
  const [stdout, stderr] = [`${request.logPrefix}.compile.out`, `${request.logPrefix}.compile.err`];
  const argv = expandArgv(language.compile.argv, {
    src: request.sources,
    exe: request.exe,
    maxMemoryMb: Math.floor(language.compile.memoryKb / 1024),
    javaHome: await javaHome(),
  });
  const result = await pool.run({
    argv,
    dir,
    writable: true,
    stdout,
    stderr,
    binds: language.binds,
    limits: {
      ...COMPILE_LIMITS,
      cpu_ms: language.compile.cpuMs,
      wall_ms: compileWallMs(language.compile.cpuMs),
      memory_kb: language.compile.memoryKb,
      pids: language.pids,
    },
  });
  const message = await compilerMessage(stderr, stdout);
  if (result.status === 'SE')
    return { ok: false, systemError: `compile: ${result.error}`, message: withNote(message) };
  if (result.status !== 'OK')
    return { ok: false, systemError: null, message: withNote(message, limitNote(result)) };
  if (!runsFromSource(language) && !(await exists(path.join(dir, request.exe)))) {
    return {
      ok: false,
      systemError: null,
      message: withNote(message, `The compiler made no ${request.exe}.`),
    };
  }
  return { ok: true };
}

const LIMIT_NOTES: Partial<Record<RunResult['status'], string>> = {
  TLE: 'Compilation time limit exceeded',
  MLE: 'Compilation memory limit exceeded',
  OLE: 'Compilation output limit exceeded',
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The note for a compile a limit ended (none for a compiler that failed by itself), with what the
 * compiler used: which clock ended it tells a user whose compile is heavy (CPU time) from a judge that
 * was too busy to run it (wall clock).
 */
export function limitNote(result: RunResult): string {
  const note = LIMIT_NOTES[result.status];
  // RE is the compiler's own refusal: its message says it all.
  if (!note) return '';
  if (result.status !== 'TLE') return `${note}.`;
  const used = `${seconds(result.cpu_ms)} of CPU time in ${seconds(result.wall_ms)}`;
  return result.reason === 'wall' ? `${note} (wall clock; ${used}).` : `${note} (${used}).`;
}

/** The compiler's bytes, then our note on a line of its own. */
function withNote(message: Buffer, note = ''): ProgramText {
  if (!note) return programTextOf(message);
  return programTextOf(
    message.length ? Buffer.concat([message, NEWLINE, Buffer.from(note)]) : Buffer.from(note),
  );
}

const NEWLINE = Buffer.from('\n');

/**
 * stderr then stdout (javac and py_compile write to either), as bytes: cut to COMPILE_MESSAGE_BYTES (before
 * a character the cut would split, then a line '…'), trailing whitespace removed.
 */
async function compilerMessage(stderr: string, stdout: string): Promise<Buffer> {
  const parts = await Promise.all([stderr, stdout].map((file) => readCapped(file, COMPILE_MESSAGE_BYTES)));
  const bytes = Buffer.concat(parts.map((part) => part?.data ?? Buffer.alloc(0)));
  const cut = bytes.length > COMPILE_MESSAGE_BYTES || parts.some((part) => part && !part.complete);
  if (!cut) return trimEndBytes(bytes);
  const kept = bytes.subarray(0, characterStart(bytes, COMPILE_MESSAGE_BYTES));
  return Buffer.concat([trimEndBytes(kept), Buffer.from('\n…')]);
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}
