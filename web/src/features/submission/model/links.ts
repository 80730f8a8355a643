import type { AuditSubject } from '@/lib/auditLinks';
/** Where the feature's links go; the route table knows the paths and hands them in. */
export interface SubmissionLinks {
  submission: (submitId: number) => string;
  problem: (problemId: string) => string;
  user: (uid: string, username: string) => string;
  /** The status list, for "back to the list". */
  statusList: string;
  /** The admin audit log of a stream (admins only); absent where the back office is not linked. */
  history?: (subject: AuditSubject) => string;
}
