import { Button, Card, Flex, IconButton, Skeleton, Text, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCallout } from '@/components/ErrorCallout';
import { PlusIcon, TrashIcon } from '@/components/icons';
import { showMessage } from '@/lib/notices';
import { useApiQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { getCategories, saveCategories } from '../api/discussionAdminCalls';
import type { Category } from '../api/schemas';

/** A row of the form: a stored category (with its id) or one being added. */
type Draft = { key: string; id?: number; name: string };

const draftsOf = (list: Category[]): Draft[] =>
  list.map((c) => ({ key: `c${c.id}`, id: c.id, name: c.name }));

/**
 * The discussion categories: renamed and added by the super admin in one save. A saved category cannot
 * be removed (discussions name it; see docs/decisions.md), only a new row before it is saved.
 */
export function CategoryEditor({ editable }: { editable: boolean }) {
  const { t } = useTranslation();
  const { data, error } = useApiQuery(queryKeys.discussionCategoriesAdmin, getCategories, {
    startsForm: true,
  });
  if (error) return <ErrorCallout title={t('discussionAdmin.categories.loadError')} error={error} />;
  if (!data) return <Skeleton height="160px" />;
  return <CategoryForm loaded={data} editable={editable} />;
}

function CategoryForm({ loaded, editable }: { loaded: Category[]; editable: boolean }) {
  const { t } = useTranslation();
  const [drafts, setDrafts] = useState<Draft[]>(() => draftsOf(loaded));
  const [added, setAdded] = useState(0);
  const [busy, setBusy] = useState(false);
  const rename = (key: string, name: string) =>
    setDrafts(drafts.map((d) => (d.key === key ? { ...d, name } : d)));

  const save = async () => {
    setBusy(true);
    try {
      const saved = await saveCategories(
        drafts.map(({ id, name }) => ({ ...(id ? { id } : {}), name: name.trim() })),
      );
      setDrafts(draftsOf(saved));
      showMessage('success', t('discussionAdmin.updated'));
    } catch {
      // the request layer has shown why
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card size="2">
      <Flex direction="column" gap="3" maxWidth="520px">
        <Text size="2" color="gray">
          {editable ? t('discussionAdmin.categories.help') : t('discussionAdmin.categories.readOnly')}
        </Text>
        {drafts.length === 0 ? <Text color="gray">{t('discussionAdmin.categories.empty')}</Text> : null}
        {drafts.map((draft) => (
          <Flex key={draft.key} gap="2" align="center">
            <TextField.Root
              value={draft.name}
              readOnly={!editable}
              maxLength={50}
              onChange={(event) => rename(draft.key, event.target.value)}
              aria-label={t('discussionAdmin.categories.name')}
              style={{ flexGrow: 1 }}
            />
            {editable && draft.id === undefined ? (
              <IconButton
                variant="ghost"
                color="red"
                aria-label={t('discussionAdmin.categories.removeNew')}
                onClick={() => setDrafts(drafts.filter((d) => d.key !== draft.key))}
              >
                <TrashIcon />
              </IconButton>
            ) : null}
          </Flex>
        ))}
        {editable ? (
          <Flex gap="2">
            <Button
              variant="soft"
              onClick={() => {
                setDrafts([...drafts, { key: `n${added}`, name: '' }]);
                setAdded(added + 1);
              }}
            >
              <PlusIcon />
              {t('discussionAdmin.categories.add')}
            </Button>
            <Button onClick={() => void save()} loading={busy}>
              {t('discussionAdmin.categories.save')}
            </Button>
          </Flex>
        ) : null}
      </Flex>
    </Card>
  );
}
