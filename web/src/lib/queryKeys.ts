// The query keys, one family per read model, so a write or a live change can invalidate a whole
// family (`queryKeys.contest(cid)` covers every read of that contest) and no two pages share a key
// for different data. Parameters go last, as objects, so the cache tells pages apart.

export const queryKeys = {
  health: ['system', 'health'],

  /** A rank list's page (its chart is the first ten of page 1). */
  rankList: (kind: 'acm' | 'oi', params: object) => ['ranks', kind, params] as const,
  homeCarousel: ['home', 'carousel'] as const,
  homeExams: ['home', 'exams'] as const,
  homeRecentContests: ['home', 'contests'] as const,
  homeRecentAc: ['home', 'recent-ac'] as const,
  homeLastWeek: ['home', 'last-week'] as const,
  homeRecentProblems: ['home', 'problems'] as const,

  contestList: (params: object) => ['contests', 'list', params] as const,
  contest: (cid: number) => ['contest', cid] as const,
  contestInfo: (cid: number) => ['contest', cid, 'info'] as const,
  contestAccess: (cid: number, uid: string | undefined) => ['contest', cid, 'access', uid ?? null] as const,
  contestRegistrations: (cid: number) => ['contest', cid, 'registrations'] as const,
  contestProblems: (cid: number) => ['contest', cid, 'problems'] as const,
  /** The focus mode's problem list of a contest or a training (refreshed after each verdict). */
  focusProblems: (set: object) => ['focus-problems', set] as const,
  contestSubmissions: (cid: number, params: object) => ['contest', cid, 'submissions', params] as const,
  /** `source`: the contest tab's board (public or real) or the outside scoreboard's. */
  contestBoard: (cid: number, source: 'public' | 'real' | 'outside', params: object) =>
    ['contest', cid, 'board', source, params] as const,
  contestOutside: (cid: number) => ['contest', cid, 'outside'] as const,
  contestAcInfo: (cid: number, page: number) => ['contest', cid, 'ac-info', page] as const,
  contestPrints: (cid: number, page: number, limit: number) =>
    ['contest', cid, 'prints', page, limit] as const,
  contestAnnouncements: (cid: number) => ['contest', cid, 'announcements'] as const,
  contestUnreadAnnouncements: (cid: number) => ['contest', cid, 'announcements', 'unread'] as const,

  /** The reader's message centre: `['messages', uid]` covers the counts and every list. */
  messages: (uid: string) => ['messages', uid] as const,
  messageUnread: (uid: string) => ['messages', uid, 'unread'] as const,
  messageList: (uid: string, kind: string, page: number) => ['messages', uid, 'list', kind, page] as const,
  announcements: (scope: 'home' | 'admin', page: number, limit: number) =>
    ['announcements', scope, page, limit] as const,
  announcementFamily: ['announcements'] as const,
  sentNotices: (page: number) => ['notices', 'sent', page] as const,

  submission: (submitId: number) => ['submission', submitId] as const,
  submissionList: (params: object) => ['submissions', 'list', params] as const,
  testRun: (testJudgeKey: string | undefined) => ['test-run', testJudgeKey ?? null] as const,

  /** `view`: each feature reads its own shape of the language list. */
  languages: (view: 'editor' | 'problemAdmin' | 'judgeAdmin') => ['languages', view] as const,
  problemList: (params: object) => ['problems', 'list', params] as const,
  problemStatuses: (uid: string, pids: readonly number[]) => ['problems', 'statuses', uid, pids] as const,
  /** A problem page's read: the practice call, or another with the same reply (a contest's). */
  problem: (source: object) => ['problem', source] as const,
  tagClassifications: ['tags', 'classifications'] as const,
  outbox: ['admin', 'outbox'] as const,
  switches: ['admin', 'switches'] as const,
  dashboard: ['admin', 'dashboard'] as const,
  discussionReports: (page: number) => ['admin', 'discussion-reports', page] as const,
  discussionCategoriesAdmin: ['admin', 'discussion-categories'] as const,
  websiteConfig: ['admin', 'website-config'] as const,
  mailServer: ['admin', 'mail-server'] as const,

  auditEvent: (position: number) => ['audit', 'event', position] as const,
  /** The audit log under one set of filters (their URL text). */
  auditFeed: (filters: string) => ['audit', 'feed', filters] as const,
  auditChain: (correlationId: string) => ['audit', 'chain', correlationId] as const,

  judgeRunners: ['judge', 'runners'] as const,
  remoteAccounts: ['remote', 'accounts'] as const,
  remoteAccountUsage: ['remote', 'accounts', 'usage'] as const,

  userHome: (who: object) => ['user', who, 'home'] as const,
  userHeatmap: (who: object) => ['user', who, 'heatmap'] as const,

  scrollBoard: (cid: number, removeStar: boolean) => ['contest', cid, 'scroll-board', removeStar] as const,
  contestHistory: (cid: number) => ['contest', cid, 'history'] as const,
  /** The reader's virtual participation in an ended contest, with their virtual submissions. */
  contestVirtual: (cid: number, uid: string | undefined) => ['contest', cid, 'virtual', uid ?? null] as const,

  /** A back-office list (`contests`, `problems`, ...) under its URL's params. */
  adminList: (name: string, params: object) => ['admin', name, 'list', params] as const,

  adminContest: (cid: number) => ['admin', 'contest', cid] as const,
  adminContestAnnouncements: (cid: number) => ['admin', 'contest', cid, 'announcements'] as const,
  adminContestProblems: (cid: number) => ['admin', 'contest', cid, 'problems'] as const,
  problemChoices: (params: object) => ['admin', 'problem-choices', params] as const,
  adminProblemEditor: (pid: number | undefined) => ['admin', 'problem', pid ?? 'new', 'editor'] as const,
  adminTags: ['admin', 'tags'] as const,

  /** Everything of the discussions (a write refreshes the family). */
  discussions: ['discussions'] as const,
  discussionList: (params: object) => ['discussions', 'list', params] as const,
  discussion: (did: number) => ['discussions', 'detail', did] as const,
  discussionCategories: ['discussions', 'categories'] as const,
  /** Everything of the groups (a write refreshes the family). */
  groups: ['groups'] as const,
  groupList: (params: object) => ['groups', 'list', params] as const,
  group: (gid: number, uid: string | undefined) => ['groups', gid, 'detail', uid ?? null] as const,
  groupAuth: (gid: number, uid: string | undefined) => ['groups', gid, 'auth', uid ?? null] as const,
  groupAccess: (gid: number, uid: string | undefined) => ['groups', gid, 'access', uid ?? null] as const,
  groupMembers: (gid: number, params: object) => ['groups', gid, 'members', params] as const,
  groupApplications: (gid: number, params: object) => ['groups', gid, 'applications', params] as const,
  groupRank: (gid: number, params: object) => ['groups', gid, 'rank', params] as const,
  groupSubmissions: (gid: number, params: object) => ['groups', gid, 'submissions', params] as const,
  groupContests: (gid: number, params: object) => ['groups', gid, 'contests', params] as const,
  /** A group's problems, trainings, announcements (their lists, by area). */
  groupContent: (gid: number, area: string, params: object) =>
    ['groups', gid, 'content', area, params] as const,
  /** A background problem import (issue 23): its progress, then its report. */
  importJob: (job: number) => ['problems', 'import-job', job] as const,
  /** Everything of the trainings (a write or a registration refreshes the family). */
  trainings: ['trainings'] as const,
  trainingList: (params: object) => ['trainings', 'list', params] as const,
  trainingCategories: () => ['trainings', 'categories'] as const,
  training: (tid: number, uid: string | undefined) => ['trainings', tid, 'detail', uid ?? null] as const,
  trainingProblems: (tid: number, uid: string | undefined) =>
    ['trainings', tid, 'problems', uid ?? null] as const,
  trainingRank: (tid: number, params: object) => ['trainings', tid, 'rank', params] as const,
  adminTrainingList: (params: object) => ['trainings', 'admin', 'list', params] as const,
  adminTraining: (tid: number) => ['trainings', 'admin', tid] as const,
  adminTrainingProblems: (tid: number) => ['trainings', 'admin', tid, 'problems'] as const,

  /** One comment area's reads (a change pushed to its rooms refreshes the family). */
  comments: (place: string) => ['comments', place] as const,
  commentPages: (place: string, pages: number) => ['comments', place, 'pages', pages] as const,
  commentReplies: (place: string, commentId: number) => ['comments', place, 'replies', commentId] as const,

  /** The reset request's letters or the settings forms' digits (spec 01 §5). */
  captcha: (kind: 'letters' | 'digits') => ['captcha', kind] as const,
} as const;
