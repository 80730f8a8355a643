// Discussions (spec 02): the list with its category sidebar (/discussion, /discussion/:problemID), the
// detail (/discussion-detail/:did) with likes and reports, and the create/edit dialog. Routes hand in links.
export { DiscussionDetailPage, type GroupPlace } from './components/DiscussionDetailPage';
export { DiscussionListPage } from './components/DiscussionListPage';
export { GroupDiscussionList } from './components/GroupDiscussionList';
export { ProblemExplanations } from './components/ProblemExplanations';
export type { DiscussionLinks } from './model/links';
