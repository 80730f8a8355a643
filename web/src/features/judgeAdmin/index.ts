import './judgeAdmin.css';

export { JudgeStatusPage } from './components/judge/JudgeStatusPage';
export { LanguageAdminPage } from './components/languages/LanguageAdminPage';
