// The auth feature's own pages (/login, /reset-password), for the router to load on first visit: the
// site frame imports `index.ts` on every page and needs only the dialog and the buttons.
export { LoginPage } from './components/LoginPage';
export { ResetPasswordPage } from './components/ResetPasswordPage';
