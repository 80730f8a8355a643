import { Button, Dialog, Flex } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showMessage } from '@/lib/notices';
import { createGroup } from '../api/groupApi';
import type { Group } from '../api/schemas';
import { checkDraft, type DraftErrors, emptyDraft, GroupFormFields } from './GroupFormFields';

interface CreateGroupDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (group: Group) => void;
}

/** The list's Create dialog (spec 03 §2.8's group info form). */
export function CreateGroupDialog({ open, onOpenChange, onCreated }: CreateGroupDialogProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(emptyDraft);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [sending, setSending] = useState(false);
  const submit = async () => {
    const checked = checkDraft(draft);
    setErrors(checked.errors);
    if (!checked.form) return;
    setSending(true);
    try {
      const group = await createGroup(checked.form);
      showMessage('success', t('group.messages.created'));
      setDraft(emptyDraft);
      onOpenChange(false);
      onCreated(group);
    } catch {
      // The request layer showed the server's reason (the site's limits).
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="560px">
        <Dialog.Title>{t('group.create.title')}</Dialog.Title>
        <Dialog.Description size="2" mb="3" color="gray">
          {t('group.create.hint')}
        </Dialog.Description>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <GroupFormFields draft={draft} errors={errors} onChange={setDraft} />
          <Flex gap="3" justify="end" mt="4">
            <Dialog.Close>
              <Button type="button" variant="soft" color="gray">
                {t('group.actions.cancel')}
              </Button>
            </Dialog.Close>
            <Button type="submit" loading={sending}>
              {t('group.create.submit')}
            </Button>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
