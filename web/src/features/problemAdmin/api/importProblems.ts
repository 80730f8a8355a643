import { z } from 'zod';
import { apiRequest } from '@/lib/api';

/** `notes`: the server's sentences on how a package was read (e.g. judged on its samples only). */
const importedSchema = z.array(
  z.object({ pid: z.number(), problemId: z.string(), notes: z.array(z.string()).catch([]) }),
);
export type ImportedProblem = z.infer<typeof importedSchema>[number];

/** The two package kinds the server reads: ICPC/Kattis zips and FPS XML files. */
export type PackageKind = 'icpc' | 'fps';

const paths: Record<PackageKind, string> = {
  icpc: '/api/admin/import-icpc-problem',
  fps: '/api/admin/import-fps-problem',
};

/** POST /api/admin/import-icpc-problem or import-fps-problem: every problem in the file, or none. */
export function importProblems(kind: PackageKind, file: File): Promise<ImportedProblem[]> {
  const form = new FormData();
  form.append('file', file);
  // Large packages take time to read and store: the download time-out, not the 90 s of a call.
  return apiRequest(paths[kind], importedSchema, { method: 'POST', body: form, timeoutMs: 300_000 });
}
