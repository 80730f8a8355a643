// The auth feature: the login dialog and its pages, and the calls a route needs around a session.
export { getUserAuthInfo } from './api/getUserAuthInfo';
export { logout } from './api/logout';
export { authDialogAtom } from './atoms';
export { AuthButtons } from './components/AuthButtons';
export { AuthDialog } from './components/AuthDialog';
