import { Button, DataList, Flex } from '@radix-ui/themes';
import { useAtom } from 'jotai';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptchaImage } from '@/components/CaptchaImage';
import { CountdownButton } from '@/components/CountdownButton';
import { TextInput } from '@/components/TextInput';
import { showMessage } from '@/lib/notices';
import { setUser } from '@/lib/session';
import { useCaptcha } from '@/lib/useCaptcha';
import { useZodForm } from '@/lib/useForm';
import type { UserInfo } from '@/lib/userInfo';
import { changeEmailForm } from '@/lib/validation/account';
import { changeEmail } from '../api/changeEmail';
import { getChangeEmailCode } from '../api/getChangeEmailCode';
import { changeEmailDeadlineAtom, changeEmailResendMs } from '../atoms';

const empty = { password: '', newEmail: '', code: '', captcha: '' };

export function ChangeEmailTab({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const [deadline, setDeadline] = useAtom(changeEmailDeadlineAtom);
  const [sending, setSending] = useState(false);
  const [busy, setBusy] = useState(false);
  const schema = useMemo(() => changeEmailForm(user.email), [user.email]);
  const form = useZodForm(schema, empty);
  const { captcha: picture, refresh } = useCaptcha('digits');

  const sendCode = async () => {
    if (!(await form.trigger('newEmail'))) return;
    setSending(true);
    try {
      const sent = await getChangeEmailCode(form.getValues('newEmail').trim());
      setDeadline(Date.now() + changeEmailResendMs);
      showMessage('success', t('setting.emailCodeSent', { email: sent.email }), 5000);
    } catch {
      // the request layer has shown why
    } finally {
      setSending(false);
    }
  };

  const submit = form.handleSubmit(async ({ password, newEmail, code, captcha }) => {
    if (!picture) return;
    setBusy(true);
    try {
      setUser(
        await changeEmail({
          password,
          newEmail: newEmail.trim(),
          code: code.trim(),
          captcha: captcha.trim(),
          captchaKey: picture.captchaKey,
        }),
      );
      showMessage('success', t('setting.updated'));
      form.reset(empty);
    } catch {
      // the request layer has shown why; the captcha was spent either way
      form.setValue('captcha', '');
    } finally {
      setBusy(false);
      refresh();
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="3">
        <DataList.Root>
          <DataList.Item>
            <DataList.Label>{t('setting.currentEmail')}</DataList.Label>
            <DataList.Value>{user.email || '--'}</DataList.Value>
          </DataList.Item>
        </DataList.Root>
        <TextInput
          label={t('setting.currentPassword')}
          type="password"
          autoComplete="current-password"
          {...form.field('password')}
        />
        <TextInput
          label={t('setting.newEmail')}
          type="email"
          autoComplete="email"
          {...form.field('newEmail')}
          action={
            <CountdownButton deadline={deadline} loading={sending} onClick={() => void sendCode()}>
              {t('setting.sendCode')}
            </CountdownButton>
          }
        />
        <TextInput label={t('setting.code')} autoComplete="one-time-code" {...form.field('code')} />
        <TextInput
          label={t('auth.captcha')}
          autoComplete="off"
          inputMode="numeric"
          {...form.field('captcha')}
          action={<CaptchaImage captcha={picture} onRefresh={refresh} />}
        />
        <Flex>
          <Button type="submit" loading={busy}>
            {t('setting.changeEmail')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
