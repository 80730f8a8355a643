import { z } from 'zod';
import { apiRequest } from '@/lib/api';

export interface ProblemBatchChange {
  pids: number[];
  /** 1 public, 2 private; absent: left as it is. */
  auth?: number;
  /** 0 ACM, 1 OI; absent: left as it is. */
  type?: number;
}

/** PUT /api/admin/batch-change-problem: one auth and/or type for the chosen problems (spec 03 §7.2). */
export async function batchChangeProblems(change: ProblemBatchChange): Promise<void> {
  await apiRequest('/api/admin/batch-change-problem', z.unknown(), { method: 'PUT', body: change });
}
