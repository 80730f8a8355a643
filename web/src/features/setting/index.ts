export { SettingPage } from './components/SettingPage';
