/** Who may see a problem (spec: problem auth): everyone, admin roles only, or only through its contest. */
export const ProblemAuth = { public: 1, private: 2, contest: 3 } as const;
export type ProblemAuthCode = (typeof ProblemAuth)[keyof typeof ProblemAuth];

/** How a problem is judged and scored: ACM (all cases or nothing) or OI (points per case). */
export const ProblemType = { acm: 0, oi: 1 } as const;
export type ProblemTypeCode = (typeof ProblemType)[keyof typeof ProblemType];

/** A group problem's application to the public bank (spec 03 sections 3 and 4); none is null. */
export const ApplyPublicProgress = { applying: 1, public: 2, refused: 3 } as const;
export type ApplyPublicProgressCode = (typeof ApplyPublicProgress)[keyof typeof ApplyPublicProgress];

/**
 * A batch import's report line (issue 23): imported with its new pid, refused with the reason, or
 * skipped (all or nothing, and another item was refused).
 */
export const IMPORT_ITEM_STATUSES = ['imported', 'refused', 'skipped'] as const;
export type ImportItemStatus = (typeof IMPORT_ITEM_STATUSES)[number];
/** A batch import: all or nothing, or the valid items only. */
export const IMPORT_MODES = ['all', 'valid'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];
/** A background import job: queued (files on disk), running, done (report), failed (the job died). */
export const IMPORT_JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type ImportJobState = (typeof IMPORT_JOB_STATES)[number];
/**
 * What a running job is doing: reading the uploads, generating a package's tests on a judge runner
 * (Polygon generators), or creating the problems it read.
 */
export const IMPORT_JOB_PHASES = ['reading', 'generating', 'creating'] as const;
export type ImportJobPhase = (typeof IMPORT_JOB_PHASES)[number];
