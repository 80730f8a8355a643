import { languageName, PRACTICE_CID, type ProblemFields, programTextFromString } from '@oj/events';
import { lastPracticeSubmitTime, type ProblemRow, problemByPid, readSiteSettings } from '@oj/projections';
import type { Context } from 'koa';
import { sql } from 'kysely';
import { z } from 'zod';
import { commandMetadata } from '../app/commandMetadata';
import { decimalInt, idParam } from '../app/decimalInt';
import { HttpError } from '../app/httpError';
import type { Services } from '../app/services';
import { parseInput } from '../app/validate';
import { currentPrincipal } from '../auth/authMiddleware';
import { checkContestSubmit } from '../contest/core/contestAccess';
import { checkVirtualSubmit } from '../contest/virtual/virtualParticipation';
import { requireGroupMember } from '../group/groupAccess';
import { readProblemAs } from '../group/groupProblemAccess';
import { unavailableLanguages } from '../judge/languageAvailability';
import { loadLanguages } from '../judge/languages';
import { runSubmissionCommand } from './submissionCommands';

const MAX_CODE_LENGTH = 65_535;

export const codeField = z
  .string()
  .refine((code) => code.trim().length > 0, 'Code can not be empty')
  .refine((code) => code.length <= MAX_CODE_LENGTH, 'Code Length can not exceed 65535');

const submitBody = z.object({
  pid: idParam,
  language: languageName,
  code: codeField,
  cid: decimalInt(z.number().int().min(PRACTICE_CID)).default(PRACTICE_CID),
  /** With a contest's cid: a virtual participant's submission (the contest has ended). */
  virtual: z.boolean().default(false),
  /** Practice inside a group (its problem page, its trainings): a group's own problem needs it. */
  gid: idParam.optional(),
});

/**
 * `POST /api/submit-problem-judge`: every rule of the spec before anything is stored, then one
 * SubmissionCreated event; the verdict arrives later (live, or by polling).
 */
export async function submitProblemJudge(services: Services, ctx: Context): Promise<number> {
  const principal = currentPrincipal(ctx);
  const body = parseInput(submitBody, ctx.request.body);
  if (!principal.permissions.includes('submit')) {
    throw new HttpError(403, 'Your account is not allowed to submit');
  }
  if (body.virtual && body.cid === PRACTICE_CID)
    throw new HttpError(400, 'A virtual submission needs the contest it is made in');
  const { switches } = await readSiteSettings(services.db);
  if (body.cid === PRACTICE_CID && !switches.openPublicJudge) {
    throw new HttpError(403, 'Judging is switched off on this site for now');
  }
  const now = new Date();
  // Inside a contest its own rules decide (its problems are usually hidden from the public list); a
  // virtual participant's, their own window.
  const { problem, displayPid } = body.virtual
    ? await virtualProblem(services, principal, body.cid, body.pid, now.getTime())
    : body.cid === PRACTICE_CID
      ? await practiceProblem(services, ctx, body.pid, body.gid)
      : await contestProblem(services, principal, body.cid, body.pid);
  await checkLanguage(services, problem.fields, body.language);
  if (body.cid === PRACTICE_CID) await checkInterval(services, principal.uid, switches.defaultSubmitInterval);
  const { rows } = await sql<{ id: string }>`select nextval('submission_id_seq') as id`.execute(services.db);
  const submitId = Number(rows[0]?.id);
  const created = await runSubmissionCommand(
    services,
    commandMetadata(ctx, now),
    submitId,
    {
      type: 'Submit',
      data: {
        submitId,
        pid: problem.pid,
        displayPid,
        uid: principal.uid,
        username: principal.username,
        language: body.language,
        // Bytes from here on: the source's UTF-8 encoding (an unpaired surrogate becomes U+FFFD).
        code: programTextFromString(body.code),
        // A virtual submission is no contest's: cid 0, and the contest it was made in beside it.
        cid: body.virtual ? PRACTICE_CID : body.cid,
        ...(body.virtual ? { virtual: { cid: body.cid } } : {}),
        ...(body.cid === PRACTICE_CID && body.gid !== undefined ? { gid: body.gid } : {}),
        ip: ctx.ip ?? '',
      },
    },
    { settle: false },
  );
  // Offered to this node's waiting runners at once; the reply still waits for the read model (read-your-writes).
  services.judge.queue.offer({
    submitId,
    round: 1,
    pid: problem.pid,
    kind: problem.fields.remote ? 'remote' : 'local',
  });
  await services.settled('submissions', created.positions.at(-1));
  return submitId;
}

async function practiceProblem(services: Services, ctx: Context, pid: number, gid?: number) {
  const problem = await visibleProblem(services, ctx, pid, gid);
  return { problem, displayPid: problem.problem_id };
}

async function contestProblem(
  services: Services,
  principal: { uid: string; username: string; roles: readonly string[] },
  cid: number,
  pid: number,
) {
  const { displayId, problem } = await checkContestSubmit(services, principal, cid, pid);
  return { problem, displayPid: displayId };
}

async function virtualProblem(
  services: Services,
  principal: { uid: string; username: string; roles: readonly string[] },
  cid: number,
  pid: number,
  now: number,
) {
  const { displayId, problem } = await checkVirtualSubmit(services, principal, cid, pid, now);
  return { problem, displayPid: displayId };
}

/**
 * The practice problem as the reader may open it (`readProblemAs`): a group's own problem only with its
 * `gid` and for its members, so a non-member never submits to or test-runs it.
 */
export async function visibleProblem(
  services: Services,
  ctx: Context,
  pid: number,
  gid?: number,
): Promise<ProblemRow> {
  const row = await problemByPid(services.db, pid);
  if (gid !== undefined && row && row.gid !== gid) {
    // A public-bank problem solved inside a group (a group training's): the group still needs the reader.
    await requireGroupMember(services.db, ctx.state.principal ?? null, gid);
    return (await readProblemAs(services.db, ctx.state.principal ?? null, row, undefined)).row;
  }
  return (await readProblemAs(services.db, ctx.state.principal ?? null, row, gid)).row;
}

export async function checkLanguage(
  services: Services,
  fields: ProblemFields,
  language: string,
): Promise<void> {
  const known = (await loadLanguages(services)).some((l) => l.name === language);
  const allowed = fields.languages.length === 0 || fields.languages.includes(language);
  if (!known || !allowed)
    throw new HttpError(400, `The language ${language} is not allowed for this problem`);
  // Refused now rather than judged as a system error later: no judge server has its compiler.
  if ((await unavailableLanguages(services)).has(language))
    throw new HttpError(400, `The language ${language} is unavailable: no judge server can run it now`);
}

/** Spec 04: at most one non-contest submission per interval (seconds; 0 turns the limit off). */
async function checkInterval(services: Services, uid: string, seconds: number): Promise<void> {
  if (seconds <= 0) return;
  const last = await lastPracticeSubmitTime(services.db, uid);
  if (!last) return;
  const wait = Math.ceil((last.getTime() + seconds * 1000 - Date.now()) / 1000);
  if (wait > 0) {
    throw new HttpError(429, `Submitting too often: please wait ${wait} more second${wait === 1 ? '' : 's'}`);
  }
}
