import { Navigate, useParams } from 'react-router-dom';
import {
  AdminContestListPage,
  type ContestAdminLinks,
  ContestAnnouncementsPage,
  ContestEditorPage,
  ContestProblemsPage,
  TemporaryAccountsPage,
} from '@/features/contestAdmin';
import {
  adminContestAnnouncementsPath,
  adminContestEditPath,
  adminContestProblemsPath,
  adminProblemEditPath,
  auditHistoryPath,
  contestPath,
  contestScoreboardPath,
  paths,
} from './paths';

// The back office's contest pages (spec 03 §2.9), loaded on first visit.

const links: ContestAdminLinks = {
  list: paths.adminContests,
  create: paths.adminContestCreate,
  importFeed: paths.adminContestImportFeed,
  edit: adminContestEditPath,
  problems: adminContestProblemsPath,
  announcements: adminContestAnnouncementsPath,
  accounts: (cid) => `/admin/contest/${cid}/accounts`,
  newProblem: (cid) => `${paths.adminProblemCreate}?cid=${cid}`,
  editProblem: adminProblemEditPath,
  contest: contestPath,
  scoreboard: contestScoreboardPath,
  history: (cid) => auditHistoryPath({ kind: 'contest', id: cid }),
};

/** The contest of the path, or undefined when `:cid` is not one. */
function useCid(): number | undefined {
  const cid = Number(useParams().cid);
  return Number.isSafeInteger(cid) && cid > 0 ? cid : undefined;
}

export function AdminContestListRoute() {
  return <AdminContestListPage links={links} />;
}

export function AdminContestCreateRoute() {
  return <ContestEditorPage links={links} />;
}

export function AdminContestEditRoute() {
  const cid = useCid();
  if (cid === undefined) return <Navigate to={paths.adminContests} replace />;
  return <ContestEditorPage key={cid} cid={cid} links={links} />;
}

export function AdminContestProblemsRoute() {
  const cid = useCid();
  if (cid === undefined) return <Navigate to={paths.adminContests} replace />;
  return <ContestProblemsPage key={cid} cid={cid} links={links} />;
}

export function AdminContestAnnouncementsRoute() {
  const cid = useCid();
  if (cid === undefined) return <Navigate to={paths.adminContests} replace />;
  return <ContestAnnouncementsPage key={cid} cid={cid} links={links} />;
}

export function AdminContestAccountsRoute() {
  const cid = useCid();
  if (cid === undefined) return <Navigate to={paths.adminContests} replace />;
  return <TemporaryAccountsPage key={cid} cid={cid} links={links} />;
}
