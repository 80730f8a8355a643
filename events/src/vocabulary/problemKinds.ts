/** Who may see a problem (spec: problem auth): everyone, admin roles only, or only through its contest. */
export const ProblemAuth = { public: 1, private: 2, contest: 3 } as const;
export type ProblemAuthCode = (typeof ProblemAuth)[keyof typeof ProblemAuth];

/** How a problem is judged and scored: ACM (all cases or nothing) or OI (points per case). */
export const ProblemType = { acm: 0, oi: 1 } as const;
export type ProblemTypeCode = (typeof ProblemType)[keyof typeof ProblemType];

/** A group problem's application to the public bank (spec 03 sections 3 and 4); none is null. */
export const ApplyPublicProgress = { applying: 1, public: 2, refused: 3 } as const;
export type ApplyPublicProgressCode = (typeof ApplyPublicProgress)[keyof typeof ApplyPublicProgress];
