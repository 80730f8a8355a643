/** The back-office paths the pages link to; the route table (src/app/routes) owns them. */
export interface ProblemAdminLinks {
  list: string;
  create: string;
  importPage: string;
  tags: string;
  edit(pid: number): string;
  /** The problem's public page. */
  problem(problemId: string): string;
  /** The admin audit log of the problem's stream. */
  history?(pid: number): string;
}
