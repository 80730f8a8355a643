import './problemAdmin.css';

export { AdminProblemListPage } from './components/AdminProblemListPage';
export { ProblemEditorPage, type ProblemForContest } from './components/ProblemEditorPage';
export { ProblemImportPage } from './components/ProblemImportPage';
export { TagAdminPage } from './components/tags/TagAdminPage';
export type { ProblemAdminLinks } from './links';
