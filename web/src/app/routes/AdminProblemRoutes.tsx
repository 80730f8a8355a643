import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { addNewProblemToContest } from '@/features/contestAdmin';
import { getLiveClient } from '@/features/live';
import {
  AdminProblemListPage,
  type ProblemAdminLinks,
  ProblemEditorPage,
  type ProblemForContest,
  ProblemImportPage,
  TagAdminPage,
} from '@/features/problemAdmin';
import {
  adminContestProblemsPath,
  adminProblemEditPath,
  auditHistoryPath,
  paths,
  problemPath,
} from './paths';

// The back office's problem pages (spec 03 §2.9), loaded on first visit: the form brings the Markdown
// preview with KaTeX.

const links: ProblemAdminLinks = {
  list: paths.adminProblems,
  create: paths.adminProblemCreate,
  importPage: paths.adminProblemImport,
  tags: paths.adminProblemTags,
  edit: adminProblemEditPath,
  problem: problemPath,
  history: (pid) => auditHistoryPath({ kind: 'problem', id: pid }),
};

export function AdminProblemListRoute() {
  return <AdminProblemListPage links={links} />;
}

/** /admin/problem/create; with `?cid=` the new problem is written for that contest and joins it once saved. */
export function AdminProblemCreateRoute() {
  const [query] = useSearchParams();
  const cid = Number(query.get('cid'));
  const forContest: ProblemForContest | undefined =
    Number.isSafeInteger(cid) && cid > 0
      ? {
          join: ({ pid, title }) => addNewProblemToContest(cid, pid, title),
          done: adminContestProblemsPath(cid),
        }
      : undefined;
  return <ProblemEditorPage key={cid || 'bank'} links={links} forContest={forContest} />;
}

export function AdminProblemEditRoute() {
  const pid = Number(useParams().problemId);
  if (!Number.isSafeInteger(pid) || pid <= 0) return <Navigate to={paths.adminProblems} replace />;
  return <ProblemEditorPage key={pid} pid={pid} links={links} />;
}

export function AdminProblemImportRoute() {
  return <ProblemImportPage links={links} live={getLiveClient()} />;
}

export function AdminTagRoute() {
  return <TagAdminPage />;
}
