// The back office's home page settings (carousel, exams), loaded with the back office.
export { HomeAdminPage } from './components/HomeAdminPage';
