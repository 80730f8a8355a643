import { Button, Checkbox, Dialog, Flex, IconButton, RadioGroup, Text, Tooltip } from '@radix-ui/themes';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadIcon } from '@/components/icons';
import { showMessage } from '@/lib/notices';
import { downloadAcceptedSubmissions, type SplitType } from '../api/downloadAcceptedSubmissions';

/** The list row's "download accepted submissions" (spec 03): how to folder them, and whether admins count. */
export function AcceptedSubmissionsDialog({ cid, title }: { cid: number; title: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [splitType, setSplitType] = useState<SplitType>('user');
  const [excludeAdmin, setExcludeAdmin] = useState(true);
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      await downloadAcceptedSubmissions(cid, { splitType, excludeAdmin });
      showMessage('success', t('contestAdmin.download.done'));
      setOpen(false);
    } catch {
      // the request layer has shown why; the dialog stays open
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Tooltip content={t('contestAdmin.list.downloadAccepted')}>
        <Dialog.Trigger>
          <IconButton
            variant="ghost"
            color="gray"
            aria-label={t('contestAdmin.list.downloadAcceptedOf', { title })}
          >
            <DownloadIcon />
          </IconButton>
        </Dialog.Trigger>
      </Tooltip>
      <Dialog.Content maxWidth="460px">
        <Dialog.Title>{t('contestAdmin.download.title')}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          {t('contestAdmin.download.description', { title })}
        </Dialog.Description>
        <Flex direction="column" gap="3">
          <Flex direction="column" gap="1">
            <Text id={`${id}-split`} size="2" weight="medium">
              {t('contestAdmin.download.splitLabel')}
            </Text>
            <RadioGroup.Root
              value={splitType}
              onValueChange={(value) => setSplitType(value === 'problem' ? 'problem' : 'user')}
              aria-labelledby={`${id}-split`}
            >
              <RadioGroup.Item value="user">{t('contestAdmin.download.byUser')}</RadioGroup.Item>
              <RadioGroup.Item value="problem">{t('contestAdmin.download.byProblem')}</RadioGroup.Item>
            </RadioGroup.Root>
          </Flex>
          <Text as="label" size="2">
            <Flex gap="2" align="center">
              <Checkbox
                checked={excludeAdmin}
                onCheckedChange={(checked) => setExcludeAdmin(checked === true)}
              />
              {t('contestAdmin.download.excludeAdmin')}
            </Flex>
          </Text>
          <Flex gap="3" mt="2" justify="end">
            <Dialog.Close>
              <Button type="button" variant="soft" color="gray">
                {t('contestAdmin.cancel')}
              </Button>
            </Dialog.Close>
            <Button type="button" loading={busy} onClick={() => void download()}>
              <DownloadIcon />
              {t('contestAdmin.download.start')}
            </Button>
          </Flex>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
