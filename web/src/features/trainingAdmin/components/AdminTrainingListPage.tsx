import '../trainingAdmin.css';
import { TrainingAuth, type TrainingAuthCode } from '@oj/events/vocabulary';
import {
  Badge,
  Button,
  Card,
  Flex,
  IconButton,
  Skeleton,
  Switch,
  Table,
  Text,
  TextField,
} from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AdminPageHeader } from '@/components/AdminPageHeader';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { ErrorCallout } from '@/components/ErrorCallout';
import { PencilIcon, PlusIcon, SearchIcon, TrashIcon } from '@/components/icons';
import { Pager } from '@/components/Pager';
import { showMessage } from '@/lib/notices';
import type { PageSize } from '@/lib/pager';
import { useApiQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { deleteTraining, listTrainings, setTrainingStatus } from '../api/trainingAdminApi';
import type { TrainingAdminLinks } from '../model/links';

const PAGE_SIZE = 15;

/** /admin/training: every training (hidden ones too), the visibility switch, edit and delete (spec 03 §2.9, §4). */
export function AdminTrainingListPage({ links }: { links: TrainingAdminLinks }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [currentPage, setCurrentPage] = useState(1);
  const [limit, setLimit] = useState<PageSize>(PAGE_SIZE);
  const params = { keyword, currentPage, limit };
  const list = useApiQuery(queryKeys.adminTrainingList(params), (signal) => listTrainings(params, signal));
  const refresh = () => void client.invalidateQueries({ queryKey: queryKeys.trainings });

  return (
    <Flex direction="column" gap="4">
      <AdminPageHeader
        title={t('training.admin.listTitle')}
        actions={
          <Flex gap="2" wrap="wrap">
            <Button asChild variant="soft">
              <Link to={links.categories}>{t('training.admin.categories')}</Link>
            </Button>
            <Button asChild>
              <Link to={links.create}>
                <PlusIcon size={14} />
                {t('training.admin.create')}
              </Link>
            </Button>
          </Flex>
        }
      />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setKeyword(typed.trim());
          setCurrentPage(1);
        }}
      >
        <TextField.Root
          value={typed}
          placeholder={t('training.list.keyword')}
          aria-label={t('training.list.search')}
          onChange={(event) => setTyped(event.target.value)}
          style={{ maxWidth: 360 }}
        >
          <TextField.Slot>
            <SearchIcon size={14} />
          </TextField.Slot>
        </TextField.Root>
      </form>
      {list.error ? <ErrorCallout title={t('training.list.loadError')} error={list.error} /> : null}
      {!list.data && list.loading ? <Skeleton height="160px" /> : null}
      {list.data && list.data.records.length === 0 ? (
        <Card>
          <Text as="p" align="center" color="gray" my="4">
            {t('training.list.empty')}
          </Text>
        </Card>
      ) : null}
      {list.data && list.data.records.length > 0 ? (
        <div className="training-admin-scroll">
          <Table.Root variant="surface">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>ID</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('training.admin.rank')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('training.list.name')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('training.list.access')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('training.list.category')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('training.admin.visible')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('training.admin.actions')}</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.data.records.map((training) => (
                <Table.Row key={training.id}>
                  <Table.Cell>{training.id}</Table.Cell>
                  <Table.Cell>{training.rank}</Table.Cell>
                  <Table.RowHeaderCell>
                    <Link to={links.edit(training.id)}>{training.title}</Link>
                  </Table.RowHeaderCell>
                  <Table.Cell>
                    <AuthName auth={training.auth} />
                  </Table.Cell>
                  <Table.Cell>
                    {training.categoryName ? (
                      <Badge style={{ backgroundColor: training.categoryColor ?? undefined, color: '#fff' }}>
                        {training.categoryName}
                      </Badge>
                    ) : null}
                  </Table.Cell>
                  <Table.Cell>
                    <Switch
                      checked={training.status}
                      aria-label={t('training.admin.visible')}
                      onCheckedChange={async (checked) => {
                        await setTrainingStatus(training.id, checked);
                        refresh();
                      }}
                    />
                  </Table.Cell>
                  <Table.Cell>
                    <Flex gap="2">
                      <IconButton asChild variant="soft" aria-label={t('training.admin.edit')}>
                        <Link to={links.edit(training.id)}>
                          <PencilIcon size={14} />
                        </Link>
                      </IconButton>
                      <ConfirmDialog
                        title={t('training.admin.deleteTitle')}
                        description={t('training.admin.deleteText', { title: training.title })}
                        confirmLabel={t('training.admin.delete')}
                        cancelLabel={t('training.register.cancel')}
                        onConfirm={async () => {
                          await deleteTraining(training.id);
                          showMessage('success', t('training.admin.deleted'));
                          refresh();
                        }}
                      >
                        <IconButton variant="soft" color="red" aria-label={t('training.admin.delete')}>
                          <TrashIcon size={14} />
                        </IconButton>
                      </ConfirmDialog>
                    </Flex>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </div>
      ) : null}
      <Pager
        total={list.data?.total ?? 0}
        currentPage={currentPage}
        limit={limit}
        onPageChange={setCurrentPage}
        onLimitChange={setLimit}
      />
    </Flex>
  );
}

function AuthName({ auth }: { auth: TrainingAuthCode }) {
  const { t } = useTranslation();
  if (auth === TrainingAuth.private) return t('training.auth.private');
  if (auth === TrainingAuth.protected) return t('training.auth.protected');
  return t('training.auth.public');
}
