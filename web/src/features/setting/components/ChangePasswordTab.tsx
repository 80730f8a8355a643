import { Button, Flex } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '@/components/TextInput';
import { showMessage } from '@/lib/notices';
import { useZodForm } from '@/lib/useForm';
import { changePasswordForm } from '@/lib/validation/account';
import { changePassword } from '../api/changePassword';

const empty = { oldPassword: '', newPassword: '', passwordAgain: '' };

export function ChangePasswordTab() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const form = useZodForm(changePasswordForm, empty);

  const submit = form.handleSubmit(async (values) => {
    setBusy(true);
    try {
      await changePassword({ oldPassword: values.oldPassword, newPassword: values.newPassword });
      showMessage('success', t('setting.updated'));
      form.reset(empty);
    } catch {
      // the request layer has shown why
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="3">
        <TextInput
          label={t('setting.oldPassword')}
          type="password"
          autoComplete="current-password"
          {...form.field('oldPassword')}
        />
        <TextInput
          label={t('setting.newPassword')}
          type="password"
          autoComplete="new-password"
          {...form.field('newPassword')}
        />
        <TextInput
          label={t('setting.passwordAgain')}
          type="password"
          autoComplete="new-password"
          {...form.field('passwordAgain')}
        />
        <Flex>
          <Button type="submit" loading={busy}>
            {t('setting.changePassword')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
