/** The back-office paths the contest pages link to; the route table (src/app/routes) owns them. */
export interface ContestAdminLinks {
  /**
   * A group's contests (spec 03 section 2.5): the same pages inside the group, creating the group's
   * contests; the back office's own tools (feed import, temporary accounts, the problem editor, the
   * audit history) are left out there.
   */
  gid?: number;
  list: string;
  create: string;
  /** Import a contest run elsewhere from its CLICS event feed. */
  importFeed?: string;
  edit(cid: number): string;
  problems(cid: number): string;
  announcements(cid: number): string;
  /** Temporary accounts for an onsite contest. */
  accounts?(cid: number): string;
  /** The problem editor, writing a new problem for this contest. */
  newProblem?(cid: number): string;
  /** The problem editor on a problem of the bank (its statement, limits and data). */
  editProblem?(pid: number): string;
  /** The contest's public page. */
  contest(cid: number): string;
  /** The outside scoreboard (ACM or OI by the contest's rule), for openRank contests. */
  scoreboard(cid: number, type: number): string;
  /** The contest's events in the audit log (its stream and its rank-change stream). */
  history?(cid: number): string;
}
