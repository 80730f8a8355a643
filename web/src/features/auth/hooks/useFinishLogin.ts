import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { showMessage } from '@/lib/notices';
import { setUser } from '@/lib/session';
import type { UserInfo } from '@/lib/userInfo';
import { authDialogAtom } from '../atoms';

/** After a login: keep the user, close the dialog, go home and greet (spec 01 §2.2). */
export function useFinishLogin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setDialog = useSetAtom(authDialogAtom);
  return (user: UserInfo) => {
    setUser(user);
    setDialog((dialog) => ({ ...dialog, open: false }));
    navigate('/home');
    showMessage('success', t('auth.welcomeBack'));
  };
}
