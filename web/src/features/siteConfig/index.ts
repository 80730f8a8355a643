// The super admin's site config page (spec 03 §2.9 /admin/conf): the website's texts and links, the mail server.
export { SiteConfigPage } from './components/SiteConfigPage';
