export { AdminHome } from './components/AdminHome';
export { AdminLayout, type AdminMenuItem } from './components/AdminLayout';
export { AdminLoginPage } from './components/AdminLoginPage';
