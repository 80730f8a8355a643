import { JudgeStatusPage, LanguageAdminPage } from '@/features/judgeAdmin';

// The back office's judge pages, loaded on first visit: any admin reads them, the super admin edits
// the languages (the server enforces it; the page hides what it would refuse).

export function AdminLanguageRoute() {
  return <LanguageAdminPage />;
}

export function AdminJudgeStatusRoute() {
  return <JudgeStatusPage />;
}
