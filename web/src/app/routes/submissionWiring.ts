import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { authDialogAtom } from '@/features/auth';
import { getLiveClient } from '@/features/live';
import type { LiveSource, SubmissionLinks } from '@/features/submission';
import { auditHistoryPath, paths, problemPath, submissionPath, userHomePath } from './paths';

/** The submission pages' links into the rest of the site. */
export const submissionLinks: SubmissionLinks = {
  submission: submissionPath,
  problem: problemPath,
  user: (uid, username) => userHomePath({ uid, username }),
  statusList: paths.status,
  history: auditHistoryPath,
};

/** The page's one live connection, as the submission pages see it. */
export function submissionLive(): LiveSource {
  return getLiveClient();
}

/** Opens the login dialog (the spec's answer to "Please login first" on these pages). */
export function useOpenLogin(): () => void {
  const setDialog = useSetAtom(authDialogAtom);
  return useCallback(() => setDialog({ open: true, mode: 'login' }), [setDialog]);
}
