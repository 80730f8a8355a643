import { useAtomValue } from 'jotai';
import { JudgeStatusPage, LanguageAdminPage } from '@/features/judgeAdmin';
import { getLiveClient } from '@/features/live';
import { RemoteJudgeAdminPage } from '@/features/remoteJudge';
import { currentUserAtom } from '@/lib/session';
import { isSuperAdmin } from '@/lib/userInfo';
import { problemPath } from './paths';

// The back office's judge pages, loaded on first visit: any admin reads them, the super admin edits
// the languages (the server enforces it; the page hides what it would refuse).

export function AdminLanguageRoute() {
  return <LanguageAdminPage />;
}

export function AdminJudgeStatusRoute() {
  return <JudgeStatusPage live={getLiveClient()} />;
}

export function AdminRemoteJudgeRoute() {
  const superAdmin = isSuperAdmin(useAtomValue(currentUserAtom)?.roleList ?? []);
  return <RemoteJudgeAdminPage superAdmin={superAdmin} problemLink={problemPath} live={getLiveClient()} />;
}
