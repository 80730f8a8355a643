export { RemoteJudgeAdminPage } from './components/RemoteJudgeAdminPage';
