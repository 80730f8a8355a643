import { Button, Dialog, Flex, Text, TextField } from '@radix-ui/themes';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showMessage } from '@/lib/notices';
import { addProblemFromGroup } from '../api/addProblemFromPublic';

/**
 * Spec 03 §2.5 and §7.2: a group contest takes a problem of its group's own bank by its problem ID, under
 * a display ID (the next free one offered).
 */
export function GroupProblemDialog({
  cid,
  nextDisplayId,
  onAdded,
}: {
  cid: number;
  nextDisplayId: string;
  onAdded: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [problemId, setProblemId] = useState('');
  const [displayId, setDisplayId] = useState(nextDisplayId);
  const [sending, setSending] = useState(false);
  const [missing, setMissing] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!problemId.trim() || !displayId.trim()) {
      setMissing(true);
      return;
    }
    setSending(true);
    try {
      await addProblemFromGroup(cid, problemId.trim(), displayId.trim());
      showMessage('success', t('contestAdmin.problems.added'));
      setOpen(false);
      setProblemId('');
      onAdded();
    } catch {
      // the request layer has shown why
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setDisplayId(nextDisplayId);
        setMissing(false);
      }}
    >
      <Dialog.Trigger>
        <Button variant="soft">{t('contestAdmin.problems.addFromGroup')}</Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="420px">
        <Dialog.Title>{t('contestAdmin.problems.addFromGroup')}</Dialog.Title>
        <form onSubmit={(event) => void submit(event)}>
          <Flex direction="column" gap="3">
            <Text as="label" size="2">
              {t('contestAdmin.problems.groupProblemId')}
              <TextField.Root value={problemId} onChange={(event) => setProblemId(event.target.value)} />
            </Text>
            <Text as="label" size="2">
              {t('contestAdmin.problems.groupDisplayId')}
              <TextField.Root value={displayId} onChange={(event) => setDisplayId(event.target.value)} />
            </Text>
            {missing ? (
              <Text size="2" color="red" role="alert">
                {t('contestAdmin.problems.groupProblemRequired')}
              </Text>
            ) : null}
            <Flex gap="3" justify="end">
              <Dialog.Close>
                <Button type="button" variant="soft" color="gray">
                  {t('contestAdmin.cancel')}
                </Button>
              </Dialog.Close>
              <Button type="submit" loading={sending}>
                {t('contestAdmin.problems.add')}
              </Button>
            </Flex>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
