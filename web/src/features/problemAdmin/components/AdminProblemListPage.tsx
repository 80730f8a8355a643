import { ProblemAuth, ProblemType } from '@oj/events/vocabulary';
import {
  Badge,
  Button,
  Card,
  Checkbox,
  Flex,
  IconButton,
  Switch,
  Table,
  Text,
  Tooltip,
} from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AdminPageHeader } from '@/components/AdminPageHeader';
import { AdminSearchForm } from '@/components/AdminSearchForm';
import { ConfirmDeleteButton } from '@/components/ConfirmDialog';
import { ErrorCallout } from '@/components/ErrorCallout';
import { ClockIcon, DownloadIcon, PencilIcon, PlusIcon, UploadIcon } from '@/components/icons';
import { Pager } from '@/components/Pager';
import { TableStateRows } from '@/components/TableStateRows';
import { changeRow, useListPage, withRowChanged } from '@/lib/listPage';
import { showMessage } from '@/lib/notices';
import type { PageSize } from '@/lib/pager';
import { queryKeys } from '@/lib/queryKeys';
import { changeProblemAuth } from '../api/changeProblemAuth';
import { deleteProblem } from '../api/deleteProblem';
import { downloadTestCases } from '../api/downloadTestCases';
import { type AdminProblemRow, getAdminProblemList } from '../api/getAdminProblemList';
import type { ProblemAdminLinks } from '../links';
import { ProblemBatchBar } from './ProblemBatchBar';
import { PublicApplications } from './PublicApplications';

const DEFAULT_LIMIT: PageSize = 10;

/** /admin/problems: every problem with search and paging; edit, delete, test data and the public switch. */
export function AdminProblemListPage({ links }: { links: ProblemAdminLinks }) {
  const { t } = useTranslation();
  const list = useListPage((p) => queryKeys.adminList('problems', p), getAdminProblemList, DEFAULT_LIMIT);
  const { draft, setDraft, search, setQuery, error, loading, updatePage } = list;
  const { keyword, currentPage, limit } = list.params;
  const page = list.data;

  const replaceRow = (pid: number, change: Partial<AdminProblemRow>) =>
    updatePage((current) => withRowChanged(current, (r: AdminProblemRow) => r.pid === pid, change));

  // The rows chosen for a batch change, on this page only (a new page starts with none).
  const [selection, setSelection] = useState<{ page: unknown; pids: number[] }>({ page, pids: [] });
  const selected = selection.page === page ? selection.pids : [];
  const choose = (pid: number, on: boolean) =>
    setSelection({ page, pids: on ? [...selected, pid] : selected.filter((p) => p !== pid) });
  const pageRows = page?.records ?? [];
  const allChosen = pageRows.length > 0 && pageRows.every((r) => selected.includes(r.pid));
  const applied = ({ pids, auth, type }: { pids: number[]; auth?: number; type?: number }) => {
    for (const pid of pids)
      replaceRow(pid, { ...(auth === undefined ? {} : { auth }), ...(type === undefined ? {} : { type }) });
    setSelection({ page: undefined, pids: [] });
  };

  const toggleAuth = async (row: AdminProblemRow, isPublic: boolean) => {
    const auth = isPublic ? 1 : 2;
    const saved = await changeRow(
      updatePage,
      (r: AdminProblemRow) => r.pid === row.pid,
      { auth },
      { auth: row.auth },
      () => changeProblemAuth(row.pid, auth),
    );
    if (saved) showMessage('success', t('problemAdmin.updated'));
  };

  const remove = (row: AdminProblemRow) =>
    list.removeRow(() => deleteProblem(row.pid), page?.records.length ?? 0, t('problemAdmin.deleted'));

  const download = async (row: AdminProblemRow) => {
    try {
      await downloadTestCases(row.pid, row.problemId);
      showMessage('success', t('problemAdmin.list.downloaded'));
    } catch {
      // the request layer has shown why
    }
  };

  return (
    <Flex direction="column" gap="4">
      <AdminPageHeader
        title={t('problemAdmin.list.title')}
        description={t('problemAdmin.list.description')}
        actions={
          <>
            <Button asChild>
              <Link to={links.create}>
                <PlusIcon />
                {t('problemAdmin.list.create')}
              </Link>
            </Button>
            <Button asChild variant="soft">
              <Link to={links.importPage}>
                <UploadIcon />
                {t('problemAdmin.list.import')}
              </Link>
            </Button>
          </>
        }
      />
      <PublicApplications onAnswered={list.reload} />
      <Card size="2">
        <Flex direction="column" gap="3">
          <AdminSearchForm
            draft={draft}
            onDraft={setDraft}
            onSubmit={search}
            placeholder={t('problemAdmin.list.searchPlaceholder')}
            label={t('problemAdmin.list.keyword')}
            submitLabel={t('problemAdmin.list.search')}
          />
          {error ? <ErrorCallout title={t('problemAdmin.list.loadError')} error={error} /> : null}
          {selected.length > 0 ? (
            <ProblemBatchBar
              selected={selected}
              onApplied={applied}
              onClear={() => setSelection({ page, pids: [] })}
            />
          ) : null}
          <Table.Root size="2" className="admin-table" data-loading={loading && page ? '' : undefined}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell width="32px">
                  <Checkbox
                    checked={allChosen}
                    disabled={pageRows.length === 0}
                    onCheckedChange={(on) =>
                      setSelection({ page, pids: on === true ? pageRows.map((r) => r.pid) : [] })
                    }
                    aria-label={t('problemAdmin.batch.chooseAll')}
                  />
                </Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell className="only-wide">
                  {t('problemAdmin.list.pid')}
                </Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell className="only-wide nowrap">
                  {t('problemAdmin.list.problemId')}
                </Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('problemAdmin.list.problemTitle')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell className="only-wide">
                  {t('problemAdmin.list.author')}
                </Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell className="only-wide">
                  {t('problemAdmin.list.type')}
                </Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell className="nowrap">
                  {t('problemAdmin.list.auth')}
                </Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell align="right">
                  {t('problemAdmin.list.actions')}
                </Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              <TableStateRows
                columns={8}
                loading={!page && !error}
                empty={
                  page?.records.length === 0
                    ? keyword
                      ? t('problemAdmin.list.noMatch')
                      : t('problemAdmin.list.empty')
                    : null
                }
              />
              {page?.records.map((row) => (
                <Table.Row key={row.pid} align="center">
                  <Table.Cell>
                    <Checkbox
                      checked={selected.includes(row.pid)}
                      onCheckedChange={(on) => choose(row.pid, on === true)}
                      aria-label={t('problemAdmin.batch.choose', { problemId: row.problemId })}
                    />
                  </Table.Cell>
                  <Table.Cell className="only-wide numeric">{row.pid}</Table.Cell>
                  <Table.Cell className="only-wide nowrap">
                    <Link to={links.problem(row.problemId)} className="admin-link">
                      {row.problemId}
                    </Link>
                  </Table.Cell>
                  <Table.Cell>
                    {/* Narrow screens keep one text column: the problem ID above its title. */}
                    <Link to={links.problem(row.problemId)} className="admin-link only-narrow">
                      {row.problemId}
                    </Link>
                    <Text as="div">{row.title}</Text>
                    {row.groupName ? (
                      <Badge variant="soft" color="cyan" title={t('groupContent.applications.group')}>
                        {row.groupName}
                      </Badge>
                    ) : null}
                  </Table.Cell>
                  <Table.Cell className="only-wide">{row.author || '—'}</Table.Cell>
                  <Table.Cell className="only-wide">
                    <Badge color={row.type === ProblemType.oi ? 'purple' : 'blue'} variant="soft">
                      {row.type === ProblemType.oi ? 'OI' : 'ACM'}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell>
                    {row.auth === ProblemAuth.contest ? (
                      <Badge color="orange">{t('problemAdmin.auth.contest')}</Badge>
                    ) : (
                      <Text as="label" size="2">
                        <Flex gap="2" align="center" className="nowrap">
                          <Switch
                            size="1"
                            checked={row.auth === ProblemAuth.public}
                            onCheckedChange={(on) => void toggleAuth(row, on)}
                            aria-label={t('problemAdmin.list.publicSwitch', { problemId: row.problemId })}
                          />
                          <span className="only-wide">
                            {t(
                              row.auth === ProblemAuth.public
                                ? 'problemAdmin.auth.public'
                                : 'problemAdmin.auth.private',
                            )}
                          </span>
                        </Flex>
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell align="right">
                    <Flex gap="1" justify="end">
                      <Tooltip content={t('problemAdmin.list.edit')}>
                        <IconButton
                          asChild
                          variant="ghost"
                          aria-label={t('problemAdmin.list.editProblem', { problemId: row.problemId })}
                        >
                          <Link to={links.edit(row.pid)}>
                            <PencilIcon />
                          </Link>
                        </IconButton>
                      </Tooltip>
                      {links.history ? (
                        <Tooltip content={t('audit.history')}>
                          <IconButton
                            asChild
                            variant="ghost"
                            color="gray"
                            aria-label={`${t('audit.history')} ${row.problemId}`}
                          >
                            <Link to={links.history(row.pid)}>
                              <ClockIcon />
                            </Link>
                          </IconButton>
                        </Tooltip>
                      ) : null}
                      <Tooltip content={t('problemAdmin.list.download')}>
                        <IconButton
                          variant="ghost"
                          color="gray"
                          aria-label={t('problemAdmin.list.downloadProblem', { problemId: row.problemId })}
                          onClick={() => void download(row)}
                        >
                          <DownloadIcon />
                        </IconButton>
                      </Tooltip>
                      <ConfirmDeleteButton
                        cancelLabel={t('problemAdmin.cancel')}
                        title={t('problemAdmin.list.deleteTitle')}
                        description={t('problemAdmin.list.deleteConfirm', {
                          problemId: row.problemId,
                          title: row.title,
                        })}
                        confirmLabel={t('problemAdmin.delete')}
                        onConfirm={() => void remove(row)}
                        label={t('problemAdmin.list.deleteProblem', { problemId: row.problemId })}
                      />
                    </Flex>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <Pager
            total={page?.total ?? 0}
            currentPage={currentPage}
            limit={limit}
            onPageChange={(next) => setQuery({ currentPage: next })}
            onLimitChange={(next) => setQuery({ limit: next, currentPage: 1 })}
          />
        </Flex>
      </Card>
    </Flex>
  );
}
