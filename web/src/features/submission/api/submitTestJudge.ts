import { z } from 'zod';
import { apiRequest } from '@/lib/api';

export interface TestRunRequest {
  pid: number;
  /** Inside a contest: its problem may be hidden from practice, and the contest's entry rule applies. */
  cid?: number;
  /** A group's own problem names its group. */
  gid?: number;
  language: string;
  code: string;
  userInput: string;
  expectedOutput?: string;
}

/** POST /api/submit-problem-test-judge: the key to poll the test run's result with. */
export function submitTestJudge(body: TestRunRequest, signal?: AbortSignal): Promise<string> {
  return apiRequest('/api/submit-problem-test-judge', z.string(), {
    method: 'POST',
    body: { ...body, type: body.cid ? 'contest' : 'public' },
    signal,
  });
}
