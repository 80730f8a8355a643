import { Button, Dialog, Flex, Text, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showMessage } from '@/lib/notices';
import { registerTraining } from '../api/trainingApi';

interface RegisterDialogProps {
  tid: number;
  /** A private training asks for its password; a protected one only to confirm. */
  withPassword: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRegistered: () => void;
}

/** Enters a private training with its password (spec 02 §5: 'Enter the training password'), or a protected one. */
export function RegisterDialog({ tid, withPassword, open, onOpenChange, onRegistered }: RegisterDialogProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [sending, setSending] = useState(false);
  const submit = async () => {
    if (withPassword && password === '') {
      setProblem(t('training.register.passwordRequired'));
      return;
    }
    setSending(true);
    try {
      await registerTraining(tid, withPassword ? password : '');
      showMessage('success', t('training.register.done'));
      setPassword('');
      setProblem(undefined);
      onOpenChange(false);
      onRegistered();
    } catch {
      // The request layer has shown the server's message ('The training password is wrong').
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="420px">
        <Dialog.Title>{t('training.register.title')}</Dialog.Title>
        <Dialog.Description size="2" mb="3">
          {withPassword ? t('training.register.privateHint') : t('training.register.protectedHint')}
        </Dialog.Description>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Flex direction="column" gap="2">
            {withPassword ? (
              <>
                <TextField.Root
                  type="password"
                  value={password}
                  aria-label={t('training.register.password')}
                  placeholder={t('training.register.password')}
                  onChange={(event) => {
                    setPassword(event.target.value);
                    setProblem(undefined);
                  }}
                  autoFocus
                />
                {problem ? (
                  <Text size="2" color="red" role="alert">
                    {problem}
                  </Text>
                ) : null}
              </>
            ) : null}
            <Flex gap="3" justify="end" mt="2">
              <Dialog.Close>
                <Button type="button" variant="soft" color="gray">
                  {t('training.register.cancel')}
                </Button>
              </Dialog.Close>
              <Button type="submit" loading={sending}>
                {t('training.register.submit')}
              </Button>
            </Flex>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
