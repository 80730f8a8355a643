// Groups (spec 03 §2.3-2.8): the list (/group) with its Create dialog, and a group's shell with its home,
// members and settings tabs. Routes hand in links and the live source.

export { getGroupDetail } from './api/groupApi';
export { GroupListPage } from './components/GroupListPage';
export { GroupPage } from './components/GroupPage';
export type { GroupLinks, GroupTab } from './model/group';
export { groupTabOf } from './model/group';
