/** Where the discussion pages link to; the routes say (a feature never builds another's paths). */
export interface DiscussionLinks {
  list: string;
  /** The discussions of one problem. */
  problemList: (problemId: string) => string;
  detail: (did: number) => string;
  problem: (problemId: string) => string;
  userHome: (user: { uid: string; username: string }) => string;
}
