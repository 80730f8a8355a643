/** Contest rule kinds (spec 03 section 3): ACM ranks by solved and penalty, OI by score. */
export const ContestType = { acm: 0, oi: 1 } as const;
export type ContestTypeCode = (typeof ContestType)[keyof typeof ContestType];

/** Who may enter a contest: public, private (password to enter), protected (registration to submit). */
export const ContestAuth = { public: 0, private: 1, protected: 2 } as const;
export type ContestAuthCode = (typeof ContestAuth)[keyof typeof ContestAuth];

/** A contest's phase as the lists show it (spec 01): scheduled, running, ended. */
export const ContestPhase = { scheduled: -1, running: 0, ended: 1 } as const;
export type ContestPhaseCode = (typeof ContestPhase)[keyof typeof ContestPhase];

/** The seal as the contest form offers it (spec 03 section 4): half an hour or an hour before the end, or the start. */
export const SealOption = { halfHourBeforeEnd: 0, hourBeforeEnd: 1, fromStart: 2 } as const;
export type SealOptionCode = (typeof SealOption)[keyof typeof SealOption];

/** The contest id a submission made outside any contest carries (the practice bank's problem pages). */
export const PRACTICE_CID = 0;

/** A print request's state (spec 02 section 3): waiting for the contest admins, or printed. */
export const PrintStatus = { waiting: 0, printed: 1 } as const;
export type PrintStatusCode = (typeof PrintStatus)[keyof typeof PrintStatus];
