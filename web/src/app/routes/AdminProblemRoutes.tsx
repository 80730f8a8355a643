import { Navigate, useParams } from 'react-router-dom';
import {
  AdminProblemListPage,
  type ProblemAdminLinks,
  ProblemEditorPage,
  ProblemImportPage,
  TagAdminPage,
} from '@/features/problemAdmin';
import { adminProblemEditPath, auditHistoryPath, paths, problemPath } from './paths';

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

export function AdminProblemCreateRoute() {
  return <ProblemEditorPage links={links} />;
}

export function AdminProblemEditRoute() {
  const pid = Number(useParams().problemId);
  if (!Number.isSafeInteger(pid) || pid <= 0) return <Navigate to={paths.adminProblems} replace />;
  return <ProblemEditorPage key={pid} pid={pid} links={links} />;
}

export function AdminProblemImportRoute() {
  return <ProblemImportPage links={links} />;
}

export function AdminTagRoute() {
  return <TagAdminPage />;
}
