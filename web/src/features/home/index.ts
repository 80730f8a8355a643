// The home page. Its back-office settings page is `admin.ts`: the home page is the site's first load
// and must not carry the back office's form.
export { type HomeLinks, HomePage } from './components/HomePage';
