import { z } from 'zod';
import { apiRequest } from '@/lib/api';

export interface ContestProblemInput {
  displayId: string;
  displayTitle: string;
  /** The balloon colour, or null for none. */
  color: string | null;
}

/** POST /api/admin/contest/add-problem-from-public: a problem of the bank joins the contest. */
export async function addProblemFromPublic(
  cid: number,
  pid: number,
  input: ContestProblemInput,
): Promise<void> {
  await apiRequest('/api/admin/contest/add-problem-from-public', z.unknown(), {
    method: 'POST',
    body: { cid, pid, ...input },
  });
}

/** POST /api/admin/contest/add-problem-from-group: a problem of the contest's group's own bank, by its ID. */
export async function addProblemFromGroup(cid: number, problemId: string, displayId: string): Promise<void> {
  await apiRequest('/api/admin/contest/add-problem-from-group', z.unknown(), {
    method: 'POST',
    body: { cid, problemId, displayId },
  });
}
