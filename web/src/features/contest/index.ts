// Contests: the list (/contest), a contest's shell with its enter dialog and menu, and its tabs
// (problems, submissions, rank, announcements). Routes hand in links, the live client and the status tag.
export { ContestAnnouncements } from './components/ContestAnnouncements';
export { ContestBoard } from './components/ContestBoard';
export { ContestListPage } from './components/ContestListPage';
export { ContestOverview } from './components/ContestOverview';
export { ContestProblemList } from './components/ContestProblemList';
export { ContestShell } from './components/ContestShell';
export { ContestSubmissionList } from './components/ContestSubmissionList';
export type { ContestLinks, ContestTab } from './model/links';
export type { LiveSource as ContestLiveSource } from './model/liveSource';
