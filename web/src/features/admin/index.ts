export { AdminHome } from './components/AdminHome';
export { AdminLayout } from './components/AdminLayout';
export { AdminLoginPage } from './components/AdminLoginPage';
