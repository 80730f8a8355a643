import { atom } from 'jotai';
import { deadlineAtom } from '@/lib/countdown';

export type AuthMode = 'login' | 'register' | 'resetPwd';

/** The login dialog: whether it is open and which of its three forms it shows. */
export const authDialogAtom = atom<{ open: boolean; mode: AuthMode }>({ open: false, mode: 'login' });

/** The spec's resend waits: 60 s for the register code, 90 s for the reset mail. */
export const registerResendMs = 60_000;
export const resetResendMs = 90_000;

export const registerCodeDeadlineAtom = deadlineAtom('registerCode');
export const resetMailDeadlineAtom = deadlineAtom('resetMail');
