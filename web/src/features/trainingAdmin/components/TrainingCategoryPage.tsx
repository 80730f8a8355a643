import { Button, Card, Flex, IconButton, Skeleton, Table, Text, TextField } from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPageHeader } from '@/components/AdminPageHeader';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { ErrorCallout } from '@/components/ErrorCallout';
import { TrashIcon } from '@/components/icons';
import { showMessage } from '@/lib/notices';
import { useApiQuery } from '@/lib/query';
import { type Category, deleteCategory, getCategories, saveCategory } from '../api/trainingAdminApi';

const key = ['trainings', 'admin', 'categories'] as const;

/** /admin/training/category: the training categories, each a name and a colour. */
export function TrainingCategoryPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const list = useApiQuery(key, getCategories);
  const [name, setName] = useState('');
  const [color, setColor] = useState('#1e90ff');
  const put = (rows: Category[]) => {
    client.setQueryData(key, rows);
    void client.invalidateQueries({ queryKey: ['trainings'] });
  };
  const act = async (call: () => Promise<Category[]>, done: string) => {
    try {
      put(await call());
      showMessage('success', done);
      return true;
    } catch {
      return false;
    }
  };
  return (
    <Flex direction="column" gap="4">
      <AdminPageHeader title={t('training.admin.categories')} />
      <Card>
        <form
          onSubmit={async (event) => {
            event.preventDefault();
            if (await act(() => saveCategory({ name: name.trim(), color }), t('training.admin.added')))
              setName('');
          }}
        >
          <Flex gap="2" wrap="wrap" align="center">
            <TextField.Root
              value={name}
              placeholder={t('training.admin.categoryName')}
              aria-label={t('training.admin.categoryName')}
              onChange={(event) => setName(event.target.value)}
            />
            <input
              type="color"
              value={color}
              aria-label={t('training.admin.categoryColor')}
              onChange={(event) => setColor(event.target.value)}
            />
            <Button type="submit">{t('training.admin.add')}</Button>
          </Flex>
        </form>
      </Card>
      {list.error ? <ErrorCallout title={t('training.list.loadError')} error={list.error} /> : null}
      {!list.data && list.loading ? <Skeleton height="120px" /> : null}
      {list.data && list.data.length === 0 ? (
        <Text color="gray">{t('training.admin.noCategories')}</Text>
      ) : null}
      {list.data && list.data.length > 0 ? (
        <Table.Root variant="surface">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>ID</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('training.admin.categoryName')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('training.admin.categoryColor')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('training.admin.actions')}</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list.data.map((category) => (
              <CategoryRow key={category.id} category={category} onSave={act} />
            ))}
          </Table.Body>
        </Table.Root>
      ) : null}
    </Flex>
  );
}

function CategoryRow({
  category,
  onSave,
}: {
  category: Category;
  onSave: (call: () => Promise<Category[]>, done: string) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(category.name);
  const [color, setColor] = useState(category.color);
  const changed = name.trim() !== category.name || color !== category.color;
  return (
    <Table.Row>
      <Table.Cell>{category.id}</Table.Cell>
      <Table.Cell>
        <TextField.Root
          value={name}
          aria-label={t('training.admin.categoryName')}
          onChange={(event) => setName(event.target.value)}
        />
      </Table.Cell>
      <Table.Cell>
        <input
          type="color"
          value={color}
          aria-label={t('training.admin.categoryColor')}
          onChange={(event) => setColor(event.target.value)}
        />
      </Table.Cell>
      <Table.Cell>
        <Flex gap="2">
          <Button
            variant="soft"
            disabled={!changed}
            onClick={() =>
              void onSave(
                () => saveCategory({ id: category.id, name: name.trim(), color }),
                t('training.admin.updated'),
              )
            }
          >
            {t('training.admin.save')}
          </Button>
          <ConfirmDialog
            title={t('training.admin.deleteCategoryTitle')}
            description={t('training.admin.deleteCategoryText', { name: category.name })}
            confirmLabel={t('training.admin.delete')}
            cancelLabel={t('training.register.cancel')}
            onConfirm={() => void onSave(() => deleteCategory(category.id), t('training.admin.deleted'))}
          >
            <IconButton variant="soft" color="red" aria-label={t('training.admin.delete')}>
              <TrashIcon size={14} />
            </IconButton>
          </ConfirmDialog>
        </Flex>
      </Table.Cell>
    </Table.Row>
  );
}
