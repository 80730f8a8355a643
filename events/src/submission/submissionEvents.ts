import { z } from 'zod';
import { defineEvent } from '../catalogue/defineEvent';
import { remoteBankSchema } from '../vocabulary/remoteBanks';
import { finalVerdictSchema, SubmissionStatus } from '../vocabulary/submissionStatus';
import { programText } from './programText';

/** Program text (code, output, messages) is bytes; the codec lives beside the events that carry it. */
export * from './programText';

/**
 * Stream `submission-<submitId>`: a submission from its creation through every judging round. A round
 * starts at the submission or at a rejudge; a runner takes the round's lease, reports compiling and
 * judging, one event per judged case, then the one final verdict. A lease carries an expiry: when a
 * runner dies, another may take the round over once it has expired, and the decider accepts reports
 * only from the runner holding the current lease, so each round ends in exactly one verdict.
 *
 * Status codes are the vocabulary's (`SubmissionStatus`): a round moves through compiling and judging and
 * ends in one final verdict.
 */
const status = finalVerdictSchema;
const ms = z.number().int().min(0);
/** A figure the read model keeps in an integer column: anything larger would stop the projector. */
const int32 = z.number().int().min(0).max(2_147_483_647);
/** Code is at most 65,535 characters (spec 01), at most 3 bytes each in UTF-8. */
export const MAX_CODE_BYTES = 3 * 65_535;
const leaseRef = { round: z.number().int().min(1), leaseId: z.string().min(1).max(64) };

export const SubmissionCreated = defineEvent('SubmissionCreated', {
  schema: z.object({
    submitId: z.number().int().positive(),
    pid: z.number().int().positive(),
    /** The problem's display id at the time of submitting. */
    displayPid: z.string().max(50),
    uid: z.string(),
    username: z.string(),
    language: z.string().max(50),
    code: programText(MAX_CODE_BYTES),
    /** 0 outside contests (and for a virtual participant's submissions). */
    cid: z.number().int().min(0),
    /**
     * Set on a virtual participant's submission (with `cid` 0): the ended contest it was made in.
     * Absent on every other submission, so no contest reader counts it.
     */
    virtual: z.object({ cid: z.number().int().positive() }).optional(),
    /**
     * Made inside a group (spec 03 section 2.1, the group's status tab): a group problem's submission always
     * names its group; absent on every other submission.
     */
    gid: z.number().int().positive().optional(),
    /** The client's address, as the reference keeps it. */
    ip: z.string().max(64),
  }),
});

export const JudgeLeaseTaken = defineEvent('JudgeLeaseTaken', {
  schema: z.object({
    ...leaseRef,
    runner: z.string().min(1).max(100),
    /** Epoch ms after which another runner may take the round over. */
    expiresAt: ms,
    /** The lease it replaces (its runner went silent), if any. */
    replaces: z.string().nullable(),
  }),
});
export const JudgeLeaseRenewed = defineEvent('JudgeLeaseRenewed', {
  schema: z.object({ ...leaseRef, expiresAt: ms }),
});
export const SubmissionJudgeProgressed = defineEvent('SubmissionJudgeProgressed', {
  schema: z.object({
    ...leaseRef,
    // 9 submitting: a remote runner is sending the code to the other site.
    status: z.literal([SubmissionStatus.compiling, SubmissionStatus.judging, SubmissionStatus.submitting]),
  }),
});

export const judgedCase = z.object({
  seq: z.number().int().min(1),
  inputName: z.string().max(200),
  outputName: z.string().max(200),
  groupNum: z.number().int().min(0),
  status,
  time: int32,
  memory: int32,
  score: int32,
  /** An excerpt (bytes); the whole output is never kept. */
  userOutput: programText(1000),
  /** Checker or validator feedback (bytes), for admins and openCaseResult. */
  message: programText(2000),
});
export type JudgedCase = z.infer<typeof judgedCase>;

/**
 * A remote runner's submit went in: the site took the code under `username` as its run `runId`. Stored
 * before the first poll, so a runner taking the round over polls this run instead of submitting again.
 */
export const RemoteRunSubmitted = defineEvent('RemoteRunSubmitted', {
  schema: z.object({
    ...leaseRef,
    bank: remoteBankSchema,
    username: z.string().min(1).max(100),
    runId: z.string().min(1).max(100),
  }),
});

/**
 * A remote runner is about to submit the round with `username`: `before` is that account's newest run of
 * the problem on the site (null: none). A runner taking the round over with this on record and no run
 * looks for a newer run of the account on the site before it submits again (the first runner may have
 * died between the site's answer and `RemoteRunSubmitted`).
 */
export const RemoteSubmitStarted = defineEvent('RemoteSubmitStarted', {
  schema: z.object({
    ...leaseRef,
    bank: remoteBankSchema,
    username: z.string().min(1).max(100),
    before: z.string().min(1).max(100).nullable(),
  }),
});

/** A remote runner's submit with `username` failed (refused, login refused, or the site kept failing). */
export const RemoteSubmitFailed = defineEvent('RemoteSubmitFailed', {
  schema: z.object({
    ...leaseRef,
    bank: remoteBankSchema,
    username: z.string().min(1).max(100),
    reason: z.string().max(2000),
  }),
});

export const SubmissionCaseJudged = defineEvent('SubmissionCaseJudged', {
  schema: z.object({ ...leaseRef, case: judgedCase }),
});

export const SubmissionJudged = defineEvent('SubmissionJudged', {
  schema: z.object({
    ...leaseRef,
    status,
    /** OI problems only. */
    score: int32.nullable(),
    oiRankScore: int32.nullable(),
    time: int32,
    memory: int32,
    /** Shown to the user for CE and SE (the compiler's bytes, size-capped by the runner). */
    errorMessage: programText(10_000),
    /** Why the judge failed (checker crashed, data missing): for admins only. */
    systemError: programText(10_000).nullable(),
    judger: z.string().max(100),
  }),
});

/** A super admin's rejudge: a new round starts pending; the old round's lease and reports stop counting. */
export const SubmissionRejudged = defineEvent('SubmissionRejudged', {
  schema: z.object({ round: z.number().int().min(2) }),
});
export const SubmissionManuallyJudged = defineEvent('SubmissionManuallyJudged', {
  schema: z.object({ status, score: z.number().int().min(0).nullable() }),
});
export const SubmissionJudgeCancelled = defineEvent('SubmissionJudgeCancelled', { schema: z.object({}) });
export const SubmissionShareChanged = defineEvent('SubmissionShareChanged', {
  schema: z.object({ share: z.boolean() }),
});

/** The author downloaded the first failing case's data (limited per day: it reveals hidden tests). */
export const SubmissionWrongCaseDownloaded = defineEvent('SubmissionWrongCaseDownloaded', {
  schema: z.object({ uid: z.string(), seq: z.number().int().min(1) }),
});

export const submissionEvents = [
  SubmissionCreated,
  JudgeLeaseTaken,
  JudgeLeaseRenewed,
  SubmissionJudgeProgressed,
  RemoteSubmitStarted,
  RemoteRunSubmitted,
  RemoteSubmitFailed,
  SubmissionCaseJudged,
  SubmissionJudged,
  SubmissionRejudged,
  SubmissionManuallyJudged,
  SubmissionJudgeCancelled,
  SubmissionShareChanged,
  SubmissionWrongCaseDownloaded,
] as const;

/** Stream `judge-runner-<name>`: what a runner says about itself, for the admin's judge status page. */
export const JudgeRunnerReported = defineEvent('JudgeRunnerReported', {
  schema: z.object({
    name: z.string().min(1).max(100),
    slots: z.number().int().min(0).max(1024),
    /** Rounds it is judging now. */
    busy: z.number().int().min(0),
    /** 1-minute load average of its machine. */
    load: z.number().min(0),
    version: z.string().max(50),
    state: z.enum(['online', 'offline']),
    /**
     * The languages of the server's list whose compiler or runtime it did not find where its boxes see
     * them; absent when it has not said (an older runner, or before it had the list).
     */
    missingLanguages: z.array(z.string().max(50)).max(1000).optional(),
    /** A remote runner's banks (the sites it submits to); absent for a local runner. */
    banks: z.array(remoteBankSchema).max(50).optional(),
  }),
});

export const judgeRunnerEvents = [JudgeRunnerReported] as const;
