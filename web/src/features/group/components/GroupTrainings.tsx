import { trainingForm, trainingLimits } from '@oj/events/contracts';
import { GroupRole, TrainingAuth } from '@oj/events/vocabulary';
import {
  Badge,
  Button,
  Callout,
  Dialog,
  Flex,
  Select,
  Table,
  Text,
  TextArea,
  TextField,
} from '@radix-ui/themes';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyCard } from '@/components/EmptyCard';
import { ErrorCallout } from '@/components/ErrorCallout';
import { FieldError } from '@/components/Field';
import { TableStateRows } from '@/components/TableStateRows';
import type { LiveSource } from '@/lib/liveSource';
import { showMessage } from '@/lib/notices';
import { useApiQuery } from '@/lib/query';
import { useSchemaForm } from '@/lib/useForm';
import {
  addGroupTrainingProblem,
  changeGroupTrainingStatus,
  deleteGroupTraining,
  type GroupTraining,
  type GroupTrainingProblem,
  getAdminGroupTrainings,
  getGroupTrainingForm,
  getGroupTrainingProblems,
  getGroupTrainings,
  getTrainingCategories,
  orderGroupTrainingProblems,
  removeGroupTrainingProblem,
  saveGroupTraining,
} from '../api/contentApi';
import type { GroupLinks } from '../model/group';
import {
  DeleteRowButton,
  GroupListHeading,
  GroupListTable,
  RowSwitch,
  useGroupContentList,
} from './groupAdminList';

interface GroupTrainingsProps {
  gid: number;
  live: LiveSource;
  links: GroupLinks;
  level: number;
}

/**
 * Spec 03 §2.6: the group's trainings; group admins switch to the admin list (Create, Edit, visibility,
 * the problem list with additions from the public bank or the group's own problems, delete).
 */
export function GroupTrainings({ gid, live, links, level }: GroupTrainingsProps) {
  const { t } = useTranslation();
  const [admin, setAdmin] = useState(false);
  const isAdmin = level >= GroupRole.admin;
  return (
    <Flex direction="column" gap="3">
      <GroupListHeading
        title={t('groupContent.trainings.title')}
        isAdmin={isAdmin}
        admin={admin}
        onAdminChange={setAdmin}
        create={
          <TrainingFormDialog gid={gid}>
            <Button>{t('groupContent.create')}</Button>
          </TrainingFormDialog>
        }
      />
      {admin && isAdmin ? (
        <AdminTrainingTable gid={gid} live={live} links={links} />
      ) : (
        <TrainingList gid={gid} live={live} links={links} />
      )}
    </Flex>
  );
}

function CategoryBadge({ row }: { row: GroupTraining }) {
  if (!row.categoryName) return null;
  return (
    <Badge variant="solid" style={{ background: row.categoryColor ?? undefined }}>
      {row.categoryName}
    </Badge>
  );
}

function TrainingList({ gid, live, links }: Omit<GroupTrainingsProps, 'level'>) {
  const { t } = useTranslation();
  const list = useGroupContentList({ gid, live, part: 'trainings', load: getGroupTrainings });
  if (list.records?.length === 0)
    return (
      <EmptyCard title={t('groupContent.trainings.empty')} hint={t('groupContent.trainings.emptyHint')} />
    );
  return (
    <GroupListTable
      list={list}
      empty={null}
      columns={[
        { label: t('groupContent.trainings.name') },
        { label: t('groupContent.trainings.category'), wide: true },
        { label: t('groupContent.trainings.progress') },
      ]}
    >
      {list.records?.map((row) => (
        <Table.Row key={row.id}>
          <Table.Cell>
            <Link to={links.training(gid, row.id)}>{row.title}</Link>
          </Table.Cell>
          <Table.Cell className="only-wide">
            <CategoryBadge row={row} />
          </Table.Cell>
          <Table.Cell className="numeric">
            {row.acCount ?? 0} / {row.problemCount}
          </Table.Cell>
        </Table.Row>
      ))}
    </GroupListTable>
  );
}

function AdminTrainingTable({ gid, live, links }: Omit<GroupTrainingsProps, 'level'>) {
  const { t } = useTranslation();
  const list = useGroupContentList({ gid, live, part: 'adminTrainings', load: getAdminGroupTrainings });
  const { act } = list;
  return (
    <GroupListTable
      list={list}
      empty={t('groupContent.trainings.empty')}
      columns={[
        { label: t('groupContent.trainings.name') },
        { label: t('groupContent.trainings.visible') },
        { label: t('groupContent.trainings.author'), wide: true },
        {},
      ]}
    >
      {list.records?.map((row) => (
        <Table.Row key={row.id}>
          <Table.Cell>
            <Link to={links.training(gid, row.id)}>{row.title}</Link>
          </Table.Cell>
          <Table.Cell>
            <RowSwitch
              label={t('groupContent.trainings.visible')}
              checked={row.status}
              canManage={row.canManage}
              onChange={(on) => act(changeGroupTrainingStatus(gid, row.id, on), t('groupContent.updated'))}
            />
          </Table.Cell>
          <Table.Cell className="only-wide">{row.author}</Table.Cell>
          <Table.Cell>
            {row.canManage ? (
              <Flex gap="2" wrap="wrap">
                <TrainingFormDialog gid={gid} tid={row.id}>
                  <Button size="1" variant="soft">
                    {t('groupContent.edit')}
                  </Button>
                </TrainingFormDialog>
                <TrainingProblemsDialog gid={gid} tid={row.id}>
                  <Button size="1" variant="soft">
                    {t('groupContent.trainings.problems')}
                  </Button>
                </TrainingProblemsDialog>
                <DeleteRowButton
                  onConfirm={() => act(deleteGroupTraining(gid, row.id), t('groupContent.deleted'))}
                />
              </Flex>
            ) : null}
          </Table.Cell>
        </Table.Row>
      ))}
    </GroupListTable>
  );
}

/** Create (no `tid`) or edit a training of the group: rank, title, description, category, auth and password. */
function TrainingFormDialog({
  gid,
  tid,
  children,
}: {
  gid: number;
  tid?: number;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>{children}</Dialog.Trigger>
      <Dialog.Content maxWidth="560px">
        <Dialog.Title>
          {tid ? t('groupContent.trainings.editTitle') : t('groupContent.trainings.createTitle')}
        </Dialog.Title>
        {open ? <TrainingForm gid={gid} tid={tid} onDone={() => setOpen(false)} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function TrainingForm({ gid, tid, onDone }: { gid: number; tid?: number; onDone: () => void }) {
  const { t } = useTranslation();
  const categories = useApiQuery(['trainingCategories'], (signal) => getTrainingCategories(signal));
  const existing = useApiQuery(
    ['groups', gid, 'trainingForm', tid ?? 0],
    tid ? (signal) => getGroupTrainingForm(gid, tid, signal) : undefined,
    { startsForm: true },
  );
  if (tid && !existing.data) return <Text color="gray">…</Text>;
  if (!categories.data) return <Text color="gray">…</Text>;
  if (categories.data.length === 0)
    return (
      <Callout.Root color="amber">
        <Callout.Text>{t('groupContent.trainings.noCategory')}</Callout.Text>
      </Callout.Root>
    );
  return <TrainingFields gid={gid} initial={existing.data} categories={categories.data} onDone={onDone} />;
}

function TrainingFields({
  gid,
  initial,
  categories,
  onDone,
}: {
  gid: number;
  initial: Awaited<ReturnType<typeof getGroupTrainingForm>> | undefined;
  categories: { id: number; name: string }[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm(trainingForm, {
    title: initial?.title ?? '',
    description: initial?.description ?? '',
    rank: initial?.rank ?? trainingLimits.defaultRank,
    categoryId: initial?.categoryId ?? categories[0]?.id ?? 0,
    auth: initial?.auth === TrainingAuth.private ? TrainingAuth.private : TrainingAuth.public,
    privatePwd: initial?.privatePwd ?? '',
    status: initial?.status ?? true,
  });
  const categoryId = form.value('categoryId');
  const auth = form.value('auth');
  const submit = form.handleSubmit(async (fields) => {
    try {
      await saveGroupTraining(gid, { id: initial?.id, ...fields });
      showMessage('success', initial ? t('groupContent.updated') : t('groupContent.created'));
      onDone();
    } catch {
      // the request layer has said why
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="3" mt="2">
        <Flex direction="column" gap="1">
          <Text size="2">{t('groupContent.trainings.name')}</Text>
          <TextField.Root aria-label={t('groupContent.trainings.name')} {...form.input('title')} />
          <FieldError message={form.message('title')} />
        </Flex>
        <Flex direction="column" gap="1">
          <Text size="2">{t('groupContent.trainings.description')}</Text>
          <TextArea aria-label={t('groupContent.trainings.description')} {...form.input('description')} />
          <FieldError message={form.message('description')} />
        </Flex>
        <Flex gap="3" wrap="wrap">
          <Flex direction="column" gap="1">
            <Text size="2">{t('groupContent.trainings.rank')}</Text>
            <TextField.Root
              aria-label={t('groupContent.trainings.rank')}
              type="number"
              {...form.input('rank', { number: true })}
            />
            <FieldError message={form.message('rank')} />
          </Flex>
          <Flex direction="column">
            <Text size="2">{t('groupContent.trainings.category')}</Text>
            <Select.Root
              value={categoryId.value ? String(categoryId.value) : undefined}
              onValueChange={(value) => categoryId.onChange(Number(value))}
            >
              <Select.Trigger aria-label={t('groupContent.trainings.category')} />
              <Select.Content>
                {categories.map((c) => (
                  <Select.Item key={c.id} value={String(c.id)}>
                    {c.name}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
            <FieldError message={form.message('categoryId')} />
          </Flex>
          <Flex direction="column">
            <Text size="2">{t('groupContent.trainings.auth')}</Text>
            <Select.Root
              value={auth.value}
              onValueChange={(value) =>
                auth.onChange(value === TrainingAuth.private ? TrainingAuth.private : TrainingAuth.public)
              }
            >
              <Select.Trigger aria-label={t('groupContent.trainings.auth')} />
              <Select.Content>
                <Select.Item value={TrainingAuth.public}>{t('groupContent.trainings.public')}</Select.Item>
                <Select.Item value={TrainingAuth.private}>{t('groupContent.trainings.private')}</Select.Item>
              </Select.Content>
            </Select.Root>
          </Flex>
        </Flex>
        {auth.value === TrainingAuth.private ? (
          <Flex direction="column" gap="1">
            <Text size="2">{t('groupContent.trainings.password')}</Text>
            <TextField.Root aria-label={t('groupContent.trainings.password')} {...form.input('privatePwd')} />
            <FieldError message={form.message('privatePwd')} />
          </Flex>
        ) : null}
        <Flex gap="3" justify="end">
          <Dialog.Close>
            <Button type="button" variant="soft" color="gray">
              {t('groupContent.cancel')}
            </Button>
          </Dialog.Close>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('groupContent.save')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

/** A training's problems: add by problem ID from the public bank or the group's own, move up, remove. */
function TrainingProblemsDialog({
  gid,
  tid,
  children,
}: {
  gid: number;
  tid: number;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>{children}</Dialog.Trigger>
      <Dialog.Content width="90vw" maxWidth="900px">
        <Dialog.Title>{t('groupContent.trainings.problemsTitle')}</Dialog.Title>
        {open ? <TrainingProblems gid={gid} tid={tid} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function TrainingProblems({ gid, tid }: { gid: number; tid: number }) {
  const { t } = useTranslation();
  const read = useApiQuery(['groups', gid, 'trainingProblems', tid], (signal) =>
    getGroupTrainingProblems(gid, tid, signal),
  );
  const [problems, setProblems] = useState<GroupTrainingProblem[] | undefined>(undefined);
  const [problemId, setProblemId] = useState('');
  const [from, setFrom] = useState<'public' | 'group'>('group');
  const list = problems ?? read.data;
  const change = (work: Promise<GroupTrainingProblem[]>, done: string) =>
    void work.then(
      (next) => {
        setProblems(next);
        showMessage('success', done);
      },
      () => undefined,
    );
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!problemId.trim()) return;
    change(addGroupTrainingProblem(gid, tid, problemId.trim(), from), t('groupContent.trainings.added'));
    setProblemId('');
  };
  const moveUp = (index: number) => {
    if (!list || index === 0) return;
    const pids = list.map((p) => p.pid);
    [pids[index - 1], pids[index]] = [pids[index] as number, pids[index - 1] as number];
    change(orderGroupTrainingProblems(gid, tid, pids), t('groupContent.updated'));
  };
  return (
    <Flex direction="column" gap="3" mt="2">
      <form onSubmit={add}>
        <Flex gap="2" wrap="wrap" align="end">
          <Select.Root value={from} onValueChange={(value) => setFrom(value as 'public' | 'group')}>
            <Select.Trigger aria-label={t('groupContent.trainings.add')} />
            <Select.Content>
              <Select.Item value="group">{t('groupContent.trainings.fromGroup')}</Select.Item>
              <Select.Item value="public">{t('groupContent.trainings.fromPublic')}</Select.Item>
            </Select.Content>
          </Select.Root>
          <TextField.Root
            aria-label={t('groupContent.trainings.problemId')}
            placeholder={t('groupContent.trainings.problemId')}
            value={problemId}
            onChange={(e) => setProblemId(e.target.value)}
          />
          <Button type="submit">{t('groupContent.trainings.add')}</Button>
        </Flex>
      </form>
      {read.error && !list ? <ErrorCallout title={t('groupContent.loadError')} error={read.error} /> : null}
      <Table.Root variant="surface" size="1">
        <Table.Body>
          <TableStateRows
            columns={3}
            loading={!list}
            empty={list?.length === 0 ? t('groupContent.trainings.noProblems') : null}
          />
          {list?.map((p, index) => (
            <Table.Row key={p.pid}>
              <Table.Cell>{p.problemId}</Table.Cell>
              <Table.Cell>{p.title}</Table.Cell>
              <Table.Cell>
                <Flex gap="2" justify="end">
                  <Button size="1" variant="soft" disabled={index === 0} onClick={() => moveUp(index)}>
                    {t('groupContent.trainings.up')}
                  </Button>
                  <Button
                    size="1"
                    variant="soft"
                    color="red"
                    onClick={() =>
                      change(removeGroupTrainingProblem(gid, tid, p.pid), t('groupContent.deleted'))
                    }
                  >
                    {t('groupContent.trainings.remove')}
                  </Button>
                </Flex>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Flex>
  );
}
