import { deadlineAtom } from '@/lib/countdown';

/** The change-email code may be asked again after 60 s, like the register code. */
export const changeEmailResendMs = 60_000;
export const changeEmailDeadlineAtom = deadlineAtom('changeEmailCode');
