// Submissions: the status list (/status), the detail page, and the problem page's submit flow and
// "My submissions" tab. Pages take the live client (the live feature's LiveClient fits LiveSource)
// and their links from the route table.
export { MySubmissions } from './components/MySubmissions';
export { StatusPage } from './components/StatusPage';
export { StatusTag } from './components/StatusTag';
export { SubmissionDetailPage } from './components/SubmissionDetailPage';
export { SubmitPanel } from './components/SubmitPanel';
export type { EditorAccess } from './model/editorAccess';
export type { SubmissionLinks } from './model/links';
export type { LiveSource } from './model/liveSource';
