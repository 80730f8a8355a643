import { Dialog, Flex, IconButton, Skeleton } from '@radix-ui/themes';
import { useAtom } from 'jotai';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/components/icons';
import { authDialogAtom } from '../atoms';

// The forms (react-hook-form, the validation rules, the slide check) load when the dialog first opens:
// every page mounts the dialog, few readers open it.
const AuthForms = lazy(() => import('./AuthForms').then((module) => ({ default: module.AuthForms })));

/** The 370 px dialog with the Login, Register and ResetPwd forms; mounted once by the site layout. */
export function AuthDialog() {
  const { t } = useTranslation();
  const [{ open, mode }, setDialog] = useAtom(authDialogAtom);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => setDialog({ open: next, mode })}>
      <Dialog.Content maxWidth="370px" aria-describedby={undefined}>
        <Flex justify="between" align="start" mb="4">
          <Dialog.Title mb="0">{t(`auth.title.${mode}`)}</Dialog.Title>
          <Dialog.Close>
            <IconButton variant="ghost" color="gray" aria-label={t('notice.close')}>
              <CloseIcon />
            </IconButton>
          </Dialog.Close>
        </Flex>
        <Suspense fallback={<Skeleton height="240px" />}>
          <AuthForms mode={mode} onModeChange={(next) => setDialog({ open: true, mode: next })} />
        </Suspense>
      </Dialog.Content>
    </Dialog.Root>
  );
}
