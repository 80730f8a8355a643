import { Button, Flex } from '@radix-ui/themes';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '@/components/TextInput';
import { showMessage } from '@/lib/notices';
import { useForm } from '@/lib/useForm';
import { checkChangedPassword, checkPasswordAgain } from '@/lib/validation/account';
import { changePassword } from '../api/changePassword';

const empty = { oldPassword: '', newPassword: '', passwordAgain: '' };

export function ChangePasswordTab() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const form = useForm(empty, {
    oldPassword: (value) => (value === '' ? 'passwordRequired' : undefined),
    newPassword: (value, values) => checkChangedPassword(values.oldPassword, value),
    passwordAgain: (again, values) => checkPasswordAgain(values.newPassword, again),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    setBusy(true);
    try {
      await changePassword({ oldPassword: form.values.oldPassword, newPassword: form.values.newPassword });
      showMessage('success', t('setting.updated'));
      form.reset(empty);
    } catch {
      // the request layer has shown why
    } finally {
      setBusy(false);
    }
  };

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
