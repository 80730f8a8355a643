import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RunResult } from '../sandbox/protocol';
import type { SandboxPool } from '../sandbox/sandboxPool';
import { OUTPUT_LIMIT_BYTES } from './limits';
import type { PreparedProgram } from './preparedProgram';
import type { JudgedProblem } from './types';
import { copyFileInto, copyInto, isPlainFileName, makeTempDir, readCapped } from './workspace';

export type FileIo = Pick<JudgedProblem, 'isFileIO' | 'ioReadFileName' | 'ioWriteFileName'>;

export interface ProgramRun {
  result: RunResult;
  /** The program's output, in our out folder: its stdout, or the file it wrote for file IO. */
  output: string;
  /** Its stderr (capped by the sandbox). */
  stderr: string;
}

/**
 * One run of the submission on one input. Standard IO: the input is its stdin, its read-only folder is
 * /box. File IO: it runs in a writable copy of its folder holding the input as `ioReadFileName`, and its
 * output is the `ioWriteFileName` it leaves there (none is an empty output).
 */
export async function runProgram(
  pool: SandboxPool,
  program: PreparedProgram,
  io: FileIo,
  input: string,
  name: string,
): Promise<ProgramRun> {
  const output = path.join(program.outDir, `${name}.out`);
  const stderr = path.join(program.outDir, `${name}.err`);
  const request = { argv: program.argv, binds: program.language.binds, limits: program.limits, stderr };
  if (!io.isFileIO) {
    const result = await pool.run({ ...request, dir: program.dir, stdin: input, stdout: output });
    return { result, output, stderr };
  }
  const [readName, writeName] = [io.ioReadFileName, io.ioWriteFileName];
  if (!isPlainFileName(readName) || !isPlainFileName(writeName)) {
    throw new Error(`file IO names '${readName}' and '${writeName}' are not plain file names`);
  }
  // Beside the out folder, not in it: a box never gets a folder that holds captured output files.
  const dir = await makeTempDir(path.dirname(program.outDir), `${name}-io-`);
  try {
    await copyInto(program.dir, dir);
    await copyFileInto(input, dir, readName);
    const stdout = path.join(program.outDir, `${name}.stdout`);
    const result = await pool.run({ ...request, dir, writable: true, stdin: null, stdout });
    const written = await readCapped(path.join(dir, writeName), OUTPUT_LIMIT_BYTES);
    await writeFile(output, written?.data ?? Buffer.alloc(0), { mode: 0o644 });
    return { result, output, stderr };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
