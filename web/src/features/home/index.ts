export { HomePage } from './components/HomePage';
