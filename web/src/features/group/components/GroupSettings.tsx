import { Button, Card, Flex, Heading, Skeleton } from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showMessage } from '@/lib/notices';
import { queryKeys } from '@/lib/queryKeys';
import { updateGroup, uploadGroupAvatar } from '../api/groupApi';
import type { Group } from '../api/schemas';
import { checkDraft, type DraftErrors, type GroupDraft, GroupFormFields } from './GroupFormFields';

// The cropper (react-easy-crop) loads only when a root opens the settings.
const AvatarCropUpload = lazy(() => import('@/components/AvatarCropUpload'));

const draftOf = (group: Group): GroupDraft => ({
  name: group.name,
  shortName: group.shortName,
  brief: group.brief,
  description: group.description,
  auth: group.auth as 1 | 2 | 3,
  code: group.code ?? '',
  visible: group.visible,
});

/** Spec 03 §2.8: the group info form, for the group's root. */
export function GroupSettings({ group }: { group: Group }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [draft, setDraft] = useState(() => draftOf(group));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [sending, setSending] = useState(false);
  const save = async () => {
    const checked = checkDraft(draft);
    setErrors(checked.errors);
    if (!checked.form) return;
    setSending(true);
    try {
      await updateGroup(group.id, checked.form);
      showMessage('success', t('group.messages.updated'));
      void client.invalidateQueries({ queryKey: queryKeys.groups });
    } catch {
      // The request layer showed the server's reason.
    } finally {
      setSending(false);
    }
  };
  return (
    <Flex direction="column" gap="4">
      <Card>
        <Flex direction="column" gap="3">
          <Heading size="4">{t('group.settings.avatar')}</Heading>
          <Suspense fallback={<Skeleton height="96px" />}>
            <AvatarCropUpload
              avatar={group.avatar}
              fallback={group.name.slice(0, 1)}
              round={false}
              onUpload={async (png) => {
                await uploadGroupAvatar(group.id, png);
                void client.invalidateQueries({ queryKey: queryKeys.groups });
              }}
            />
          </Suspense>
        </Flex>
      </Card>
      <Card>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <Flex direction="column" gap="3">
            <Heading size="4">{t('group.settings.title')}</Heading>
            <GroupFormFields draft={draft} errors={errors} onChange={setDraft} />
            <Flex justify="end">
              <Button type="submit" loading={sending}>
                {t('group.settings.save')}
              </Button>
            </Flex>
          </Flex>
        </form>
      </Card>
    </Flex>
  );
}
