import '../trainingAdmin.css';
import { type TrainingForm, trainingForm, trainingLimits } from '@oj/events/contracts';
import { TrainingAuth, trainingAuthSchema } from '@oj/events/vocabulary';
import {
  Button,
  Callout,
  Card,
  Flex,
  Heading,
  IconButton,
  Select,
  Skeleton,
  Switch,
  Table,
  Text,
  TextArea,
  TextField,
} from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { AdminPageHeader } from '@/components/AdminPageHeader';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { ErrorCallout } from '@/components/ErrorCallout';
import { FieldError } from '@/components/Field';
import { ArrowUpIcon, TrashIcon } from '@/components/icons';
import { showMessage } from '@/lib/notices';
import { useApiQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { useSchemaForm } from '@/lib/useForm';
import {
  type AdminTrainingProblem,
  addTrainingProblems,
  getCategories,
  getTrainingForm,
  getTrainingProblems,
  orderTrainingProblems,
  removeTrainingProblem,
  saveTraining,
  showTrainingProblem,
} from '../api/trainingAdminApi';
import type { TrainingAdminLinks } from '../model/links';

const blank: TrainingForm = {
  rank: trainingLimits.defaultRank,
  title: '',
  description: '',
  auth: TrainingAuth.public,
  privatePwd: '',
  categoryId: 0,
  status: true,
};

const authOf = (value: string) => trainingAuthSchema.catch(TrainingAuth.public).parse(value);

/** /admin/training/create and /admin/training/:tid/edit: the form (spec 03 §5) and, once saved, the problem list. */
export function TrainingEditorPage({ tid, links }: { tid?: number; links: TrainingAdminLinks }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const categories = useApiQuery(['trainings', 'admin', 'categories'], getCategories, { startsForm: true });
  const stored = useApiQuery(
    queryKeys.adminTraining(tid ?? 0),
    tid === undefined ? undefined : (signal) => getTrainingForm(tid, signal),
    { startsForm: true },
  );
  const form = useSchemaForm(trainingForm, blank);
  const { reset } = form;
  useEffect(() => {
    if (stored.data) {
      const { rank, title, description, auth, privatePwd, categoryId, status } = stored.data;
      reset({ rank, title, description, auth, privatePwd, categoryId, status });
    }
  }, [stored.data, reset]);
  const auth = form.value('auth');
  const categoryId = form.value('categoryId');
  const status = form.value('status');

  const save = form.handleSubmit(async (values) => {
    try {
      const saved = await saveTraining(values, tid);
      showMessage('success', t(tid === undefined ? 'training.admin.created' : 'training.admin.updated'));
      void client.invalidateQueries({ queryKey: queryKeys.trainings });
      if (tid === undefined) navigate(links.edit(saved.id));
    } catch {
      // Shown by the request layer.
    }
  });

  if (tid !== undefined && !stored.data)
    return stored.error ? (
      <ErrorCallout title={t('training.detail.loadError')} error={stored.error} />
    ) : (
      <Skeleton height="320px" />
    );
  const noCategories = categories.data !== undefined && categories.data.length === 0;
  return (
    <Flex direction="column" gap="4">
      <AdminPageHeader
        title={tid === undefined ? t('training.admin.create') : t('training.admin.editTitle', { id: tid })}
        actions={
          tid === undefined ? null : (
            <Button asChild variant="soft">
              <Link to={links.view(tid)}>{t('training.admin.view')}</Link>
            </Button>
          )
        }
      />
      {noCategories ? (
        <Callout.Root color="amber">
          <Callout.Text>
            {t('training.admin.noCategories')}{' '}
            <Link to={links.categories}>{t('training.admin.categories')}</Link>
          </Callout.Text>
        </Callout.Root>
      ) : null}
      <Card>
        <form onSubmit={save} noValidate>
          <Flex direction="column" gap="3">
            <Flex gap="3" wrap="wrap">
              <div className="training-field">
                <Text size="2" weight="medium">
                  {t('training.admin.rank')}
                </Text>
                <TextField.Root
                  type="number"
                  aria-label={t('training.admin.rank')}
                  {...form.input('rank', { number: true })}
                />
                <FieldError message={form.message('rank')} />
              </div>
              <div className="training-field training-field-wide">
                <Text size="2" weight="medium">
                  {t('training.admin.title')}
                </Text>
                <TextField.Root aria-label={t('training.admin.title')} {...form.input('title')} />
                <FieldError message={form.message('title')} />
              </div>
            </Flex>
            <div className="training-field-block">
              <Text size="2" weight="medium">
                {t('training.admin.description')}
              </Text>
              <TextArea
                rows={6}
                aria-label={t('training.admin.description')}
                {...form.input('description')}
              />
              <FieldError message={form.message('description')} />
            </div>
            <Flex gap="3" wrap="wrap" align="end">
              <div className="training-field">
                <Text size="2" weight="medium">
                  {t('training.list.access')}
                </Text>
                <Select.Root value={auth.value} onValueChange={(value) => auth.onChange(authOf(value))}>
                  <Select.Trigger aria-label={t('training.list.access')} />
                  <Select.Content>
                    <Select.Item value={TrainingAuth.public}>{t('training.auth.public')}</Select.Item>
                    <Select.Item value={TrainingAuth.private}>{t('training.auth.private')}</Select.Item>
                    <Select.Item value={TrainingAuth.protected}>{t('training.auth.protected')}</Select.Item>
                  </Select.Content>
                </Select.Root>
              </div>
              {auth.value === TrainingAuth.private ? (
                <div className="training-field">
                  <Text size="2" weight="medium">
                    {t('training.register.password')}
                  </Text>
                  <TextField.Root
                    aria-label={t('training.register.password')}
                    {...form.input('privatePwd')}
                  />
                  <FieldError message={form.message('privatePwd')} />
                </div>
              ) : null}
              <div className="training-field">
                <Text size="2" weight="medium">
                  {t('training.list.category')}
                </Text>
                <Select.Root
                  value={categoryId.value ? String(categoryId.value) : undefined}
                  onValueChange={(value) => categoryId.onChange(Number(value))}
                >
                  <Select.Trigger
                    placeholder={t('training.admin.chooseCategory')}
                    aria-label={t('training.list.category')}
                  />
                  <Select.Content>
                    {categories.data?.map((c) => (
                      <Select.Item key={c.id} value={String(c.id)}>
                        {c.name}
                      </Select.Item>
                    ))}
                  </Select.Content>
                </Select.Root>
                <FieldError message={form.message('categoryId')} />
              </div>
              <Text as="label" size="2">
                <Flex gap="2" align="center">
                  <Switch checked={status.value} onCheckedChange={status.onChange} />
                  {t('training.admin.visible')}
                </Flex>
              </Text>
            </Flex>
            <Flex justify="end">
              <Button type="submit" loading={form.formState.isSubmitting}>
                {t('training.admin.save')}
              </Button>
            </Flex>
          </Flex>
        </form>
      </Card>
      {tid !== undefined ? <ProblemListEditor tid={tid} /> : null}
    </Flex>
  );
}

/** The training's problems: add by problem ID, move up, show or hide, remove (spec 03: training problem ops). */
function ProblemListEditor({ tid }: { tid: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const key = queryKeys.adminTrainingProblems(tid);
  const list = useApiQuery(key, (signal) => getTrainingProblems(tid, signal));
  const [ids, setIds] = useState('');
  const put = (rows: AdminTrainingProblem[]) => {
    client.setQueryData(key, rows);
    void client.invalidateQueries({
      queryKey: ['trainings'],
      predicate: (q) => q.queryKey[2] !== 'problems',
    });
  };
  const act = async (call: () => Promise<AdminTrainingProblem[]>) => {
    try {
      put(await call());
    } catch {
      // Shown by the request layer.
    }
  };
  const rows = list.data ?? [];
  const moveUp = (index: number) => {
    if (index === 0) return;
    const pids = rows.map((r) => r.pid);
    [pids[index - 1], pids[index]] = [pids[index] as number, pids[index - 1] as number];
    void act(() => orderTrainingProblems(tid, pids));
  };
  return (
    <Card>
      <Flex direction="column" gap="3">
        <Heading size="4">{t('training.admin.problems')}</Heading>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            const problemIds = ids
              .split(/[\s,]+/)
              .map((s) => s.trim())
              .filter(Boolean);
            if (problemIds.length === 0) return;
            void act(async () => {
              const next = await addTrainingProblems(tid, problemIds);
              setIds('');
              showMessage('success', t('training.admin.added'));
              return next;
            });
          }}
        >
          <Flex gap="2" wrap="wrap">
            <TextField.Root
              value={ids}
              onChange={(event) => setIds(event.target.value)}
              placeholder={t('training.admin.addPlaceholder')}
              aria-label={t('training.admin.addPlaceholder')}
              style={{ flex: '1 1 240px' }}
            />
            <Button type="submit">{t('training.admin.add')}</Button>
          </Flex>
        </form>
        {list.error ? <ErrorCallout title={t('training.problems.loadError')} error={list.error} /> : null}
        {!list.data && list.loading ? <Skeleton height="80px" /> : null}
        {list.data && rows.length === 0 ? (
          <Text color="gray" size="2">
            {t('training.problems.empty')}
          </Text>
        ) : null}
        {rows.length > 0 ? (
          <div className="training-admin-scroll">
            <Table.Root variant="surface" size="1">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>#</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t('training.problems.id')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t('training.problems.title')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t('training.admin.visible')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t('training.admin.actions')}</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((row, index) => (
                  <Table.Row key={row.pid}>
                    <Table.Cell>{index + 1}</Table.Cell>
                    <Table.Cell>{row.problemId}</Table.Cell>
                    <Table.RowHeaderCell>{row.title}</Table.RowHeaderCell>
                    <Table.Cell>
                      <Switch
                        checked={row.visible}
                        aria-label={t('training.admin.problemVisible', { problemId: row.problemId })}
                        onCheckedChange={(checked) =>
                          void act(() => showTrainingProblem(tid, row.pid, checked))
                        }
                      />
                    </Table.Cell>
                    <Table.Cell>
                      <Flex gap="2">
                        <IconButton
                          variant="soft"
                          disabled={index === 0}
                          aria-label={t('training.admin.moveUp', { problemId: row.problemId })}
                          onClick={() => moveUp(index)}
                        >
                          <ArrowUpIcon size={14} />
                        </IconButton>
                        <ConfirmDialog
                          title={t('training.admin.removeTitle')}
                          description={t('training.admin.removeText', { problemId: row.problemId })}
                          confirmLabel={t('training.admin.remove')}
                          cancelLabel={t('training.register.cancel')}
                          onConfirm={() => void act(() => removeTrainingProblem(tid, row.pid))}
                        >
                          <IconButton
                            variant="soft"
                            color="red"
                            aria-label={t('training.admin.removeLabel', { problemId: row.problemId })}
                          >
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
      </Flex>
    </Card>
  );
}
