// The back office's contest pages (spec 03 sections 2.9, 3-5): the list, the create/edit form with every
// contest field, the contest's problems and its announcements. Routes hand in the links.
import './contestAdmin.css';

export { addNewGroupProblemToContest, addNewProblemToContest } from './api/addNewProblem';
export { AdminContestListPage } from './components/AdminContestListPage';
export { ContestAnnouncementsPage } from './components/ContestAnnouncementsPage';
export { ContestEditorPage } from './components/ContestEditorPage';
export { ContestProblemsPage } from './components/ContestProblemsPage';
export { TemporaryAccountsPage } from './components/TemporaryAccountsPage';
export type { ContestAdminLinks } from './links';
