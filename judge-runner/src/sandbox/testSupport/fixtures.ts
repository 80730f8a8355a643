import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/** A slot range per test file, so that files running in parallel never look at each other's boxes. */
export interface SlotRange {
  firstSlot: number;
  maxSlots: number;
  uidBase: number;
}

export const run = promisify(execFile);

/** A host folder the boxes can enter (mkdtemp makes it 0700, and boxes run as other uids). */
export async function makeWorkDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  await chmod(dir, 0o755);
  return dir;
}

/** What a finished sandbox may not leave behind. */
export interface Leftovers {
  /** Processes running as a uid of the range's slots. */
  processes: string[];
  /** Our cgroup folders for the range's slots. */
  cgroups: string[];
  /** Host mounts that mention the box root or one of the given folders. */
  mounts: string[];
}

export async function findLeftovers(range: SlotRange, folders: string[]): Promise<Leftovers> {
  const low = range.uidBase + range.firstSlot;
  const high = low + range.maxSlots;
  const processes: string[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const status = await readFile(`/proc/${entry}/status`, 'utf8').catch(() => '');
    const uids = /^Uid:\s+(\d+)\s+(\d+)/m.exec(status);
    if (!uids) continue;
    if ([uids[1], uids[2]].some((uid) => Number(uid) >= low && Number(uid) < high)) {
      const name = /^Name:\s+(.*)$/m.exec(status)?.[1] ?? '?';
      processes.push(`${entry} ${name} uid ${uids[1]}`);
    }
  }
  const cgroups: string[] = [];
  for (const controller of ['memory', 'pids', 'cpuacct']) {
    for (let slot = range.firstSlot; slot < range.firstSlot + range.maxSlots; slot++) {
      const dir = `/sys/fs/cgroup/${controller}/oj-sandbox/slot-${slot}`;
      if (existsSync(dir)) cgroups.push(dir);
    }
  }
  const mountinfo = await readFile('/proc/self/mountinfo', 'utf8');
  const mounts = mountinfo
    .split('\n')
    .filter((line) => line.includes('/run/oj-sandbox') || folders.some((folder) => line.includes(folder)));
  return { processes, cgroups, mounts };
}

export const noLeftovers: Leftovers = { processes: [], cgroups: [], mounts: [] };
