export { HomeAdminPage } from './components/HomeAdminPage';
export { type HomeLinks, HomePage } from './components/HomePage';
