import { zodResolver } from '@hookform/resolvers/zod';
import { type ContestProfile, contestProfileSchema } from '@oj/events/contracts';
import { ContestAuth } from '@oj/events/vocabulary';
import { Button, Dialog, Flex, Text, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showMessage } from '@/lib/notices';
import { registerContest } from '../api/getContestInfo';
import type { Contest } from '../api/schemas';
import { ConfirmInfoFields } from './ConfirmInfoFields';

interface EnterDialogProps {
  contest: Contest;
  username: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onEntered: () => void;
}

/**
 * Registering for a contest: the password of a private one; for a protected one, the confirm-info form
 * (spec 02: real name, school, class, gender), kept with the registration for the contest's admins.
 */
export function EnterDialog({ contest, username, open, onOpenChange, onEntered }: EnterDialogProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [sending, setSending] = useState(false);
  const needsPassword = contest.auth === ContestAuth.private;
  const needsInfo = contest.auth === ContestAuth.protected;
  const info = useForm<ContestProfile>({
    resolver: zodResolver(contestProfileSchema),
    defaultValues: { realname: '', school: '' },
  });

  const register = async (profile?: ContestProfile) => {
    setSending(true);
    try {
      await registerContest(contest.id, password, profile);
      showMessage('success', t('contest.enter.entered'));
      onOpenChange(false);
      onEntered();
    } catch {
      // the request layer has said why (a wrong password, most often)
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="420px">
        <Dialog.Title>
          {needsPassword ? t('contest.enter.passwordTitle') : t('contest.enter.confirmTitle')}
        </Dialog.Title>
        <Dialog.Description size="2" mb="3">
          {needsPassword
            ? t('contest.enter.passwordHint')
            : needsInfo
              ? t('contest.enter.confirmInfoHint', { title: contest.title, username })
              : t('contest.enter.confirmHint', { title: contest.title, username })}
        </Dialog.Description>
        <form
          noValidate
          onSubmit={(event) => {
            if (needsInfo) return void info.handleSubmit((profile) => register(profile))(event);
            event.preventDefault();
            void register();
          }}
        >
          {needsInfo ? <ConfirmInfoFields form={info} /> : null}
          {needsPassword ? (
            <>
              <Text as="label" htmlFor="contest-password" size="2" mb="1" weight="medium">
                {t('contest.enter.password')}
              </Text>
              <TextField.Root
                id="contest-password"
                type="password"
                value={password}
                autoFocus
                onChange={(event) => setPassword(event.target.value)}
              />
            </>
          ) : null}
          <Flex gap="3" mt="4" justify="end">
            <Dialog.Close>
              <Button type="button" variant="soft" color="gray">
                {t('contest.enter.cancel')}
              </Button>
            </Dialog.Close>
            <Button type="submit" loading={sending} disabled={needsPassword && password === ''}>
              {t('contest.enter.confirm')}
            </Button>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
