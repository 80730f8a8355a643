import { execFile } from 'node:child_process';
import { chmod, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { cProgram } from '../src/sandbox/testSupport/programs';

export const execFileAsync = promisify(execFile);

/**
 * The strictest baseline: fork, redirect stdin/stdout to the files, exec, wait, timed in C around those
 * calls only (no Node, no process start-up of the timer itself). Prints the milliseconds.
 */
const execTimer = String.raw`
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec * 1e3 + t.tv_nsec / 1e6; }
int main(int argc, char **argv) {
  if (argc < 4) return 64;
  double start = now();
  pid_t pid = fork();
  if (pid == 0) {
    int in = open(argv[1], O_RDONLY), out = open(argv[2], O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (in < 0 || out < 0 || dup2(in, 0) < 0 || dup2(out, 1) < 0) _exit(127);
    execv(argv[3], argv + 3);
    _exit(127);
  }
  int status;
  if (pid < 0 || waitpid(pid, &status, 0) < 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 0) return 1;
  printf("%.4f\n", now() - start);
  return 0;
}
`;

/** A folder holding the probe (the test suite's C program: ab, burn, touch...) and an input file. */
export interface BenchFolder {
  dir: string;
  probe: string;
  execTimer: string;
  input: string;
  output: string;
}

export async function prepareFolder(): Promise<BenchFolder> {
  const dir = await mkdtemp(path.join(tmpdir(), 'oj-bench-'));
  await chmod(dir, 0o755);
  const source = path.join(dir, 'probe.c');
  const probe = path.join(dir, 'probe');
  await writeFile(source, cProgram);
  await execFileAsync('gcc', ['-O2', '-w', '-o', probe, source]);
  const timer = path.join(dir, 'exec-timer');
  await writeFile(`${timer}.c`, execTimer);
  await execFileAsync('gcc', ['-O2', '-w', '-o', timer, `${timer}.c`]);
  const input = path.join(dir, 'input.txt');
  await writeFile(input, '2 3\n');
  return { dir, probe, execTimer: timer, input, output: path.join(dir, 'output.txt') };
}
