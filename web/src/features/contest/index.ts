// Contests: the list (/contest), a contest's shell with its enter dialog and menu, and its tabs
// (problems, submissions, rank, announcements, and the helpers: print, AC info, print admin).
// Routes hand in links, the live client and the status tag.
export { ContestAcInfo } from './components/ContestAcInfo';
export { ContestAdminPrint } from './components/ContestAdminPrint';
export { ContestAnnouncements } from './components/ContestAnnouncements';
export { ContestBoard } from './components/ContestBoard';
export { ContestClock } from './components/ContestClock';
export { ContestListPage } from './components/ContestListPage';
export { ContestOverview } from './components/ContestOverview';
export { ContestPrint } from './components/ContestPrint';
export { ContestProblemHeader } from './components/ContestProblemHeader';
export { ContestProblemList } from './components/ContestProblemList';
export { ContestProblemSubmissions } from './components/ContestProblemSubmissions';
export { ContestRegistrations } from './components/ContestRegistrations';
export { ContestRejudgeAdmin } from './components/ContestRejudgeAdmin';
export { ContestShell } from './components/ContestShell';
export { ContestSubmissionList } from './components/ContestSubmissionList';
export { GroupContestList } from './components/GroupContestList';
export { OutsideScoreboard } from './components/OutsideScoreboard';
export { useContestView } from './hooks/contestContext';
export { type ContestSubmitGate, useContestSubmitGate } from './hooks/useContestSubmitGate';
export type { ContestLinks, ContestTab } from './model/links';
export type { LiveSource as ContestLiveSource } from './model/liveSource';
