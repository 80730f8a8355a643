import { ContestType } from '@oj/events/vocabulary';
import { type AuditSubject, auditStreamOf } from '@/lib/auditLinks';

/** Every page path in one place, so menus and links cannot point at a route that does not exist. */
export const paths = {
  home: '/home',
  problem: '/problem',
  problemDetail: '/problem/:problemId',
  systemStatus: '/status/system',
  message: '/message',
  messageTab: '/message/:tab',
  adminAnnouncement: '/admin/announcement',
  adminNotice: '/admin/notice',
  status: '/status',
  submissionDetail: '/submission/:submitId',
  contest: '/contest',
  contestDetail: '/contest/:cid',
  contestSubmissionDetail: '/contest/:cid/problem/:displayId/submission-detail/:submitId',
  scrollBoard: '/scrollBoard',
  contestAcmScoreboard: '/contest/acm-scoreboard/:cid',
  contestOiScoreboard: '/contest/oi-scoreboard/:cid',
  training: '/training',
  trainingDetail: '/training/:tid',
  adminTrainings: '/admin/training',
  adminTrainingCreate: '/admin/training/create',
  adminTrainingEdit: '/admin/training/:tid/edit',
  adminTrainingCategories: '/admin/training/category',
  group: '/group',
  groupDetail: '/group/:gid',
  discussion: '/discussion',
  problemDiscussion: '/discussion/:problemId',
  discussionDetail: '/discussion-detail/:did',
  acmRank: '/acm-rank',
  oiRank: '/oi-rank',
  login: '/login',
  logout: '/logout',
  resetPassword: '/reset-password',
  setting: '/setting',
  userHome: '/user-home',
  admin: '/admin',
  adminLogin: '/admin/login',
  adminDashboard: '/admin/dashboard',
  adminSwitch: '/admin/switch',
  adminDiscussions: '/admin/discussion',
  adminProblems: '/admin/problems',
  adminProblemCreate: '/admin/problem/create',
  adminProblemEdit: '/admin/problem/edit/:problemId',
  adminProblemTags: '/admin/problem/tag',
  adminProblemImport: '/admin/problem/batch-operation',
  adminLanguages: '/admin/languages',
  adminJudge: '/admin/judge',
  adminRemoteJudge: '/admin/remote-judge',
  adminAudit: '/admin/audit',
  adminHomeSettings: '/admin/home',
  adminUsers: '/admin/user',
  adminSiteConfig: '/admin/conf',
  adminContests: '/admin/contests',
  adminContestCreate: '/admin/contest/new',
  adminContestEdit: '/admin/contest/:cid/edit',
  adminContestProblems: '/admin/contest/:cid/problems',
  adminContestAnnouncements: '/admin/contest/:cid/announcements',
  adminContestImportFeed: '/admin/contest/import-feed',
} as const;

/** A user's home page, named by both uid and username as the spec's links do. */
/** The focus mode's page of a problem is its page's path with this after it (spec 01 §2.1 full-screen pages). */
export const FULL_SCREEN = '/full-screen';

export function userHomePath(user: { uid: string; username: string }): string {
  return `${paths.userHome}?${new URLSearchParams({ uid: user.uid, username: user.username })}`;
}

/** A group's page, or one of its tabs ('member', 'setting'). */
export function groupPath(gid: number, tab?: string): string {
  return tab ? `/group/${gid}/${tab}` : `/group/${gid}`;
}

/** A problem's page. */
export function problemPath(problemId: string): string {
  return `${paths.problem}/${encodeURIComponent(problemId)}`;
}

/** A submission's detail page. */
export function submissionPath(submitId: number): string {
  return `/submission/${submitId}`;
}

/** The problem list filtered by one tag (the list keeps its filters in the query, tags as `tagId`). */
export function problemsWithTagPath(tagId: number): string {
  return `${paths.problem}?${new URLSearchParams({ tagId: String(tagId) })}`;
}

/** The back office's edit page of a problem, by its pid (spec 03 §2.9: problem/edit/{problemId}). */
export function adminProblemEditPath(pid: number): string {
  return paths.adminProblemEdit.replace(':problemId', String(pid));
}

/** A contest's home page. */
export function contestPath(cid: number): string {
  return `${paths.contest}/${cid}`;
}

/** A problem of a contest, by its display id (spec 02 §2: /contest/{contestID}/problem/{problemID}). */
/** A virtual participation's page, and its problems. */
export function contestVirtualPath(cid: number): string {
  return `${contestPath(cid)}/virtual`;
}
export function contestVirtualProblemPath(cid: number, displayId: string): string {
  return `${contestVirtualPath(cid)}/problem/${encodeURIComponent(displayId)}`;
}

export function contestProblemPath(cid: number, displayId: string): string {
  return `${contestPath(cid)}/problem/${encodeURIComponent(displayId)}`;
}

/** A contest submission's detail under its problem (spec 02's contest route; the same page as /submission/:id). */
export function contestSubmissionPath(cid: number, displayId: string, submitId: number): string {
  return `${contestProblemPath(cid, displayId)}/submission-detail/${submitId}`;
}

/** The back office's pages of one contest: its form, its problems, its announcements. */
export function adminContestEditPath(cid: number): string {
  return paths.adminContestEdit.replace(':cid', String(cid));
}
export function adminContestProblemsPath(cid: number): string {
  return paths.adminContestProblems.replace(':cid', String(cid));
}
export function adminContestAnnouncementsPath(cid: number): string {
  return paths.adminContestAnnouncements.replace(':cid', String(cid));
}

/** The outside scoreboard (spec 02 §2), by the contest's rule (`ContestType`). */
export function contestScoreboardPath(cid: number, type: number): string {
  return (type === ContestType.oi ? paths.contestOiScoreboard : paths.contestAcmScoreboard).replace(
    ':cid',
    String(cid),
  );
}

/**
 * The audit log filtered to one subject's stream and its sub-streams (lib/auditLinks.ts names them); a
 * contest's by the contest filter, which adds its submissions' judging and its comments.
 */
export function auditHistoryPath(subject: AuditSubject): string {
  const filter: Record<string, string> =
    subject.kind === 'contest' ? { contest: String(subject.id) } : { stream: auditStreamOf(subject) };
  return `${paths.adminAudit}?${new URLSearchParams(filter)}`;
}

/** The discussions of one problem (spec 02 §2: /discussion/{problemID}). */
export function problemDiscussionPath(problemId: string): string {
  return `${paths.discussion}/${encodeURIComponent(problemId)}`;
}

/** One discussion (spec 02 §2: /discussion-detail/{discussionID}). */
export function discussionDetailPath(did: number): string {
  return `/discussion-detail/${did}`;
}

/** A training's home (its introduction tab). */
export function trainingPath(tid: number): string {
  return `${paths.training}/${tid}`;
}

/** The back office's edit page of a training (with its problem list). */
export function adminTrainingEditPath(tid: number): string {
  return paths.adminTrainingEdit.replace(':tid', String(tid));
}

/** A tab of the message centre (spec 01 §2.1: /message/discuss, reply, like, sys, mine). */
export function messageTabPath(tab: string): string {
  return `${paths.message}/${tab}`;
}
