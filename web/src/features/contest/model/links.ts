/** Where the contest pages link; the route table knows the paths and hands them in. */
export interface ContestLinks {
  list: string;
  contest: (cid: number) => string;
  /** A tab of the contest: problems, submissions, rank, announcements. */
  tab: (cid: number, tab: ContestTab, query?: string) => string;
  problem: (cid: number, displayId: string) => string;
  submission: (submitId: number) => string;
  /** A contest submission's detail under its problem. */
  contestSubmission: (cid: number, displayId: string, submitId: number) => string;
  user: (uid: string, username: string) => string;
  /** The outside scoreboard, for readers who may not enter (contests that open it). */
  scoreboard: (cid: number, type: number) => string;
}

export type ContestTab =
  | 'problems'
  | 'submissions'
  | 'rank'
  | 'announcements'
  | 'comment'
  | 'print'
  | 'ac-info'
  | 'admin-print'
  | 'rejudge'
  | 'registrations'
  | 'replay'
  | 'virtual'
  | 'scroll-board';
