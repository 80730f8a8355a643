export { UserHomePage } from './components/UserHomePage';
