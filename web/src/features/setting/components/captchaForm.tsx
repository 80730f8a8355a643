import { Button, Flex } from '@radix-ui/themes';
import { type ReactNode, useState } from 'react';
import type { DefaultValues, Path, PathValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CaptchaImage } from '@/components/CaptchaImage';
import { TextInput } from '@/components/TextInput';
import { showMessage } from '@/lib/notices';
import { useCaptcha } from '@/lib/useCaptcha';
import type { useZodForm } from '@/lib/useForm';

type CaptchaValues = Record<string, string> & { captcha: string };

/**
 * A settings change that spends one "digits" captcha per attempt (spec 01 §2.5, §5): it sends the values with
 * the captcha's key, says so and clears the form when it is done, and shows a new picture after every
 * attempt, since the server spends the captcha whether or not the change went through.
 */
export function useCaptchaForm<V extends CaptchaValues>(
  form: ReturnType<typeof useZodForm<V>>,
  empty: DefaultValues<V>,
  send: (values: V, captchaKey: string) => Promise<void>,
) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const { captcha, refresh } = useCaptcha('digits');
  const submit = form.handleSubmit(async (values) => {
    if (!captcha) return;
    setBusy(true);
    try {
      await send({ ...values, captcha: values.captcha.trim() }, captcha.captchaKey);
      showMessage('success', t('setting.updated'));
      form.reset(empty);
    } catch {
      // the request layer has shown why; the captcha was spent either way
      form.setValue('captcha' as Path<V>, '' as PathValue<V, Path<V>>);
    } finally {
      setBusy(false);
      refresh();
    }
  });
  return { submit, busy, captcha, refresh };
}

/** The form around the fields: the captcha with its picture last, then the submit button. */
export function CaptchaFormFrame<V extends CaptchaValues>({
  form,
  state,
  submitLabel,
  children,
}: {
  form: ReturnType<typeof useZodForm<V>>;
  state: ReturnType<typeof useCaptchaForm<V>>;
  submitLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form onSubmit={state.submit} noValidate>
      <Flex direction="column" gap="3">
        {children}
        <TextInput
          label={t('auth.captcha')}
          autoComplete="off"
          inputMode="numeric"
          {...form.field('captcha' as Path<V>)}
          action={<CaptchaImage captcha={state.captcha} onRefresh={state.refresh} />}
        />
        <Flex>
          <Button type="submit" loading={state.busy}>
            {submitLabel}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
