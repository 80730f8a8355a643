import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import type { CheckerSource } from '../model/problemForm';

const compileResultSchema = z.union([
  z.object({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);
export type CompileResult = z.infer<typeof compileResultSchema>;

/**
 * POST /api/admin/problem/compile-checker: a judge runner compiles the checker (with the problem's files
 * for the checker, which it may include) and says whether it built, or the compiler's message.
 */
export function compileChecker(
  source: CheckerSource,
  extraFiles: Record<string, string>,
  gid?: number,
): Promise<CompileResult> {
  // A group problem's checker: POST /api/group/compile-checker?gid, for the group's admins.
  return apiRequest(
    gid === undefined ? '/api/admin/problem/compile-checker' : '/api/group/compile-checker',
    compileResultSchema,
    {
      method: 'POST',
      body: { language: source.language, code: source.code, extraFiles },
      ...(gid === undefined ? {} : { query: { gid } }),
    },
  );
}
