import { Navigate, type RouteObject } from 'react-router-dom';
import { guard, guardAll } from './guard';
import { HomeRoute } from './HomeRoute';
import { logoutLoader } from './logoutLoader';
import { messageTabPath, paths } from './paths';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { userHomeLoader } from './userHomeLoader';

// The spec's route table (03 §2.1) as far as its pages exist. The bare origin lands on /home.
// Only the home page and the site's frame are in the first load: every other page, the whole back office
// with it, is a chunk of its own fetched on first visit (its code editor, KaTeX, charts and Markdown
// editor with it), so the home page's first load stays under 300 kB (docs/benchmarks.md, page weight).
export const siteRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: null,
    children: [
      { path: '/', element: <Navigate to={paths.home} replace /> },
      { path: paths.home, element: <HomeRoute /> },
      // The problem pages load on first visit: the editor and the maths renderer are large.
      {
        path: paths.problem,
        errorElement: <RouteError />,
        lazy: () => import('./ProblemListRoute').then((module) => ({ Component: module.ProblemListRoute })),
      },
      {
        path: paths.problemDetail,
        handle: { wide: true },
        errorElement: <RouteError />,
        lazy: () => import('./ProblemRoute').then((module) => ({ Component: module.ProblemRoute })),
      },
      {
        path: paths.contest,
        errorElement: <RouteError />,
        lazy: () => import('./ContestRoutes').then((module) => ({ Component: module.ContestListRoute })),
      },
      ...contestRoutes(),
      ...trainingRoutes(),
      ...groupRoutes(),
      ...[paths.contestAcmScoreboard, paths.contestOiScoreboard].map((path) => ({
        path,
        errorElement: <RouteError />,
        lazy: () =>
          import('./ContestScoreboardRoute').then((module) => ({ Component: module.ContestScoreboardRoute })),
      })),
      ...[paths.acmRank, paths.oiRank].map((path) => ({
        path,
        errorElement: <RouteError />,
        lazy: () => import('./RankRoutes').then((module) => ({ Component: module.RankListRoute })),
      })),
      ...[paths.discussion, paths.problemDiscussion].map((path) => ({
        path,
        loader: guard({ siteSwitch: 'openPublicDiscussion' }),
        errorElement: <RouteError />,
        lazy: () =>
          import('./DiscussionRoutes').then((module) => ({ Component: module.DiscussionListRoute })),
      })),
      {
        path: paths.discussionDetail,
        loader: guard({ siteSwitch: 'openPublicDiscussion' }),
        errorElement: <RouteError />,
        lazy: () =>
          import('./DiscussionRoutes').then((module) => ({ Component: module.DiscussionDetailRoute })),
      },
      {
        path: paths.systemStatus,
        errorElement: <RouteError />,
        lazy: () => import('./SystemStatusRoute').then((module) => ({ Component: module.SystemStatusRoute })),
      },
      // The message centre: the bare /message opens the discussion tab (spec 02 §2).
      { path: paths.message, element: <Navigate to={messageTabPath('discuss')} replace /> },
      {
        path: paths.messageTab,
        loader: guard('login'),
        errorElement: <RouteError />,
        lazy: () => import('./MessageRoutes').then((module) => ({ Component: module.MessageCentreRoute })),
      },
      {
        path: paths.status,
        errorElement: <RouteError />,
        lazy: () => import('./StatusRoute').then((module) => ({ Component: module.StatusRoute })),
      },
      ...[paths.submissionDetail, paths.contestSubmissionDetail].map((path) => ({
        path,
        errorElement: <RouteError />,
        lazy: () =>
          import('./SubmissionDetailRoute').then((module) => ({ Component: module.SubmissionDetailRoute })),
      })),
      {
        path: paths.login,
        handle: { bare: true },
        lazy: () => import('@/features/auth/pages').then((module) => ({ Component: module.LoginPage })),
      },
      {
        path: paths.resetPassword,
        lazy: () =>
          import('@/features/auth/pages').then((module) => ({ Component: module.ResetPasswordPage })),
      },
      { path: paths.logout, loader: logoutLoader },
      {
        path: paths.setting,
        loader: guard('login'),
        errorElement: <RouteError />,
        lazy: () => import('@/features/setting').then((module) => ({ Component: module.SettingPage })),
      },
      {
        path: paths.userHome,
        loader: userHomeLoader,
        errorElement: <RouteError />,
        lazy: () => import('./UserHomeRoute').then((module) => ({ Component: module.UserHomeRoute })),
      },
      { path: '*', lazy: () => import('./NotFound').then((module) => ({ Component: module.NotFound })) },
    ],
  },
  // The scroll board fills the screen on its own, outside the site's layout (spec 02 §2: a new window).
  {
    path: paths.scrollBoard,
    errorElement: <RouteError />,
    lazy: () => import('./ContestHistoryRoutes').then((module) => ({ Component: module.ScrollBoardRoute })),
  },
  {
    path: paths.admin,
    hydrateFallbackElement: null,
    errorElement: <RouteError />,
    lazy: () => import('./AdminRoot').then((module) => ({ Component: module.AdminRoot })),
    children: [
      // The bare /admin/ opens the dashboard (spec 03 §2.9).
      { index: true, element: <Navigate to={paths.adminDashboard} replace /> },
      {
        path: 'dashboard',
        loader: guard('admin'),
        errorElement: <RouteError />,
        lazy: () => import('./AdminHomeRoute').then((module) => ({ Component: module.AdminHomeRoute })),
      },
      {
        path: 'login',
        lazy: () => import('@/features/admin').then((module) => ({ Component: module.AdminLoginPage })),
      },
      {
        path: 'switch',
        loader: guard('superAdmin'),
        errorElement: <RouteError />,
        lazy: () => import('./AdminSuperRoutes').then((module) => ({ Component: module.AdminSwitchRoute })),
      },
      {
        path: 'discussion',
        loader: guard('admin'),
        errorElement: <RouteError />,
        lazy: () =>
          import('./AdminDiscussionRoute').then((module) => ({ Component: module.AdminDiscussionRoute })),
      },
      ...adminProblemRoutes(),
      ...adminJudgeRoutes(),
      {
        path: 'home',
        loader: guard('admin'),
        errorElement: <RouteError />,
        lazy: () =>
          import('./AdminHomeSettingsRoute').then((module) => ({ Component: module.AdminHomeSettingsRoute })),
      },
      {
        path: 'audit',
        loader: guard('admin'),
        errorElement: <RouteError />,
        lazy: () => import('./AdminAuditRoute').then((module) => ({ Component: module.AdminAuditRoute })),
      },
      ...adminContestRoutes(),
      ...adminTrainingRoutes(),
      {
        path: 'user',
        loader: guard('superAdmin'),
        errorElement: <RouteError />,
        lazy: () => import('./AdminSuperRoutes').then((module) => ({ Component: module.AdminUserRoute })),
      },
      {
        path: 'conf',
        loader: guard('superAdmin'),
        errorElement: <RouteError />,
        lazy: () =>
          import('./AdminSuperRoutes').then((module) => ({ Component: module.AdminSiteConfigRoute })),
      },
      ...adminMessageRoutes(),
      // An unknown back-office path is "not found" inside the back office for anyone signed in; a
      // visitor is sent to the admin login (spec 03 §2.9 sends everyone, which hid mistyped links).
      {
        path: '*',
        loader: guard('signedInAdminPath'),
        lazy: () => import('./AdminNotFound').then((module) => ({ Component: module.AdminNotFound })),
      },
    ],
  },
];

/** The back office's problem pages, each behind the admin guard and loaded on first visit. */
function adminProblemRoutes() {
  const page = (path: string, name: keyof typeof import('./AdminProblemRoutes')) => ({
    path,
    loader: guard('admin'),
    errorElement: <RouteError />,
    lazy: () => import('./AdminProblemRoutes').then((module) => ({ Component: module[name] })),
  });
  return [
    page('problems', 'AdminProblemListRoute'),
    page('problem/create', 'AdminProblemCreateRoute'),
    page('problem/edit/:problemId', 'AdminProblemEditRoute'),
    page('problem/tag', 'AdminTagRoute'),
    page('problem/batch-operation', 'AdminProblemImportRoute'),
  ];
}

/** The super admin's announcements and notices (spec 03 §2.9). */
function adminMessageRoutes() {
  const page = (path: string, name: keyof typeof import('./MessageRoutes')) => ({
    path,
    loader: guard('superAdmin'),
    errorElement: <RouteError />,
    lazy: () => import('./MessageRoutes').then((module) => ({ Component: module[name] })),
  });
  return [page('announcement', 'AdminAnnouncementRoute'), page('notice', 'AdminNoticeRoute')];
}

/** The back office's judge pages (languages, runner status), each behind the admin guard. */
function adminJudgeRoutes() {
  const page = (path: string, name: keyof typeof import('./AdminJudgeRoutes')) => ({
    path,
    loader: guard('admin'),
    errorElement: <RouteError />,
    lazy: () => import('./AdminJudgeRoutes').then((module) => ({ Component: module[name] })),
  });
  return [
    page('languages', 'AdminLanguageRoute'),
    page('judge', 'AdminJudgeStatusRoute'),
    page('remote-judge', 'AdminRemoteJudgeRoute'),
  ];
}

/** The back office's contest pages, each behind the admin guard and loaded on first visit. */
function adminContestRoutes() {
  const page = (path: string, name: keyof typeof import('./AdminContestRoutes')) => ({
    path,
    loader: guard('admin'),
    errorElement: <RouteError />,
    lazy: () => import('./AdminContestRoutes').then((module) => ({ Component: module[name] })),
  });
  return [
    page('contests', 'AdminContestListRoute'),
    page('contest/new', 'AdminContestCreateRoute'),
    page('contest/:cid/edit', 'AdminContestEditRoute'),
    page('contest/:cid/problems', 'AdminContestProblemsRoute'),
    page('contest/:cid/announcements', 'AdminContestAnnouncementsRoute'),
    page('contest/:cid/accounts', 'AdminContestAccountsRoute'),
    {
      path: 'contest/import-feed',
      loader: guard('admin'),
      errorElement: <RouteError />,
      lazy: () =>
        import('./AdminClicsFeedRoute').then((module) => ({ Component: module.AdminClicsFeedImportRoute })),
    },
    // The spec's own names for the same pages (03 §2.9).
    { path: 'contest', element: <Navigate to={paths.adminContests} replace /> },
    { path: 'contest/create', element: <Navigate to={paths.adminContestCreate} replace /> },
    page('contest/:cid/announcement', 'AdminContestAnnouncementsRoute'),
  ];
}

/** The replay and the scroll board's tab of a contest (their own module: the board fold rides with them). */
function contestHistoryTabs() {
  const tab = (path: string, name: keyof typeof import('./ContestHistoryRoutes')) => ({
    path,
    errorElement: <RouteError />,
    lazy: () => import('./ContestHistoryRoutes').then((module) => ({ Component: module[name] })),
  });
  return [
    tab('replay', 'ContestReplayRoute'),
    tab('scroll-board', 'ContestScrollBoardRoute'),
    tab('virtual', 'ContestVirtualRoute'),
  ];
}

/** A contest's pages: its shell (header, enter dialog, menu) around the open tab, loaded on first visit. */
function contestRoutes() {
  const tab = (path: string, name: keyof typeof import('./ContestRoutes')) => ({
    path,
    errorElement: <RouteError />,
    lazy: () => import('./ContestRoutes').then((module) => ({ Component: module[name] })),
  });
  return [
    {
      ...tab(paths.contestDetail, 'ContestShellRoute'),
      children: [
        { ...tab('', 'ContestOverviewRoute'), path: undefined, index: true as const },
        tab('problems', 'ContestProblemsRoute'),
        tab('submissions', 'ContestSubmissionsRoute'),
        tab('rank', 'ContestRankRoute'),
        tab('announcements', 'ContestAnnouncementsRoute'),
        { ...tab('comment', 'ContestCommentRoute'), loader: guard({ siteSwitch: 'openContestComment' }) },
        tab('print', 'ContestPrintRoute'),
        tab('ac-info', 'ContestAcInfoRoute'),
        tab('admin-print', 'ContestAdminPrintRoute'),
        tab('rejudge', 'ContestRejudgeRoute'),
        tab('registrations', 'ContestRegistrationsRoute'),
        ...contestHistoryTabs(),
      ],
    },
    { ...tab(`${paths.contestDetail}/problem/:displayId`, 'ContestProblemRoute'), handle: { wide: true } },
    {
      ...tab(`${paths.contestDetail}/problem/:displayId/full-screen`, 'ContestProblemRoute'),
      handle: { focus: true },
    },
    {
      path: `${paths.contestDetail}/virtual/problem/:displayId`,
      errorElement: <RouteError />,
      handle: { wide: true },
      lazy: () =>
        import('./ContestHistoryRoutes').then((module) => ({ Component: module.ContestVirtualProblemRoute })),
    },
  ];
}

/** The trainings' pages (spec 02 §2), loaded on first visit. */
function trainingRoutes() {
  const page = (path: string, name: keyof typeof import('./TrainingRoutes'), wide = false) => ({
    path,
    errorElement: <RouteError />,
    ...(wide ? { handle: { wide: true } } : {}),
    lazy: () => import('./TrainingRoutes').then((module) => ({ Component: module[name] })),
  });
  return [
    page(paths.training, 'TrainingListRoute'),
    page(paths.trainingDetail, 'TrainingDetailRoute'),
    page(`${paths.trainingDetail}/problems`, 'TrainingDetailRoute'),
    page(`${paths.trainingDetail}/rank`, 'TrainingDetailRoute'),
    page(`${paths.trainingDetail}/problem/:problemId`, 'TrainingProblemRoute', true),
    {
      ...page(`${paths.trainingDetail}/problem/:problemId/full-screen`, 'TrainingProblemRoute'),
      handle: { focus: true },
    },
  ];
}

/** The groups' pages (spec 03 §2.1, §2.3): login required, loaded on first visit. */
function groupRoutes() {
  const page = (path: string, name: keyof typeof import('./GroupRoutes'), wide = false) => ({
    path,
    loader: guard('login'),
    ...(wide ? { handle: { wide: true } } : {}),
    errorElement: <RouteError />,
    lazy: () => import('./GroupRoutes').then((module) => ({ Component: module[name] })),
  });
  return [
    page(paths.group, 'GroupListRoute'),
    page(paths.groupDetail, 'GroupDetailRoute'),
    page(`${paths.groupDetail}/contest/*`, 'GroupDetailRoute'),
    page(`${paths.groupDetail}/submission-detail/:submitId`, 'GroupDetailRoute'),
    ...['member', 'setting', 'problem', 'training', 'announcement', 'status', 'rank'].map((tab) =>
      page(`${paths.groupDetail}/${tab}`, 'GroupDetailRoute'),
    ),
    // Spec 03 §2.2: the group discussion pages need the site's group discussion switch ('No Access').
    ...[
      `${paths.groupDetail}/discussion`,
      `${paths.groupDetail}/discussion/:problemId`,
      `${paths.groupDetail}/discussion-detail/:did`,
    ].map((path) => ({
      ...page(path, 'GroupDetailRoute'),
      loader: guardAll('login', { siteSwitch: 'openGroupDiscussion' }),
    })),
    // Spec 03 §2.3: the problem page, the problem form and the training's pages use the full width.
    page(`${paths.groupDetail}/problem/:problemId`, 'GroupProblemRoute', true),
    {
      ...page(`${paths.groupDetail}/problem/:problemId/full-screen`, 'GroupProblemRoute'),
      handle: { focus: true },
    },
    page(`${paths.groupDetail}/problem-admin/create`, 'GroupProblemEditorRoute', true),
    page(`${paths.groupDetail}/problem-admin/:pid/edit`, 'GroupProblemEditorRoute', true),
    page(`${paths.groupDetail}/training/:tid`, 'GroupTrainingRoute', true),
    page(`${paths.groupDetail}/training/:tid/problems`, 'GroupTrainingRoute', true),
    page(`${paths.groupDetail}/training/:tid/rank`, 'GroupTrainingRoute', true),
    page(`${paths.groupDetail}/training/:tid/problem/:problemId`, 'GroupTrainingProblemRoute', true),
    {
      ...page(
        `${paths.groupDetail}/training/:tid/problem/:problemId/full-screen`,
        'GroupTrainingProblemRoute',
      ),
      handle: { focus: true },
    },
  ];
}

/** The back office's training pages (spec 03 §2.9: training, training/create, training/{id}/edit, training/category). */
function adminTrainingRoutes() {
  const page = (path: string, name: keyof typeof import('./AdminTrainingRoutes')) => ({
    path,
    loader: guard('admin'),
    errorElement: <RouteError />,
    lazy: () => import('./AdminTrainingRoutes').then((module) => ({ Component: module[name] })),
  });
  return [
    page('training', 'AdminTrainingListRoute'),
    page('training/create', 'AdminTrainingCreateRoute'),
    page('training/category', 'AdminTrainingCategoryRoute'),
    page('training/:tid/edit', 'AdminTrainingEditRoute'),
    page('training/:tid/problems', 'AdminTrainingEditRoute'),
  ];
}
