import '../training.css';
import {
  Badge,
  Button,
  Card,
  Flex,
  Heading,
  Skeleton,
  Table,
  TabNav,
  Text,
  TextField,
} from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { DifficultyBadge } from '@/components/DifficultyBadge';
import { ErrorCallout } from '@/components/ErrorCallout';
import { CheckIcon, ClockIcon, CloseIcon, LockIcon, SearchIcon } from '@/components/icons';
import { Markdown } from '@/components/Markdown';
import { Pager } from '@/components/Pager';
import { toDifficulty } from '@/lib/difficulty';
import { formatTime } from '@/lib/format';
import type { LiveSource } from '@/lib/liveSource';
import { showMessage } from '@/lib/notices';
import { isPageSize } from '@/lib/pager';
import { useApiQuery, useLiveQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { currentUserAtom } from '@/lib/session';
import { hasAdminRole } from '@/lib/userInfo';
import type { TrainingDetail } from '../api/schemas';
import { getTrainingDetail, getTrainingProblems, getTrainingRank } from '../api/trainingApi';
import {
  needsPassword,
  progressKind,
  type TrainingLinks,
  touchesUser,
  trainingRankRoom,
} from '../model/training';
import { RegisterDialog } from './RegisterDialog';
import { AuthBadge, CategoryBadge } from './TrainingBadges';

export type TrainingTab = 'intro' | 'problems' | 'rank';

interface TrainingDetailPageProps {
  tid: number;
  tab: TrainingTab;
  live: LiveSource;
  links: TrainingLinks;
  onLoginRequired: () => void;
}

/** /training/:tid with its tabs: introduction, problems with the reader's progress, and the live rank. */
export function TrainingDetailPage({ tid, tab, live, links, onLoginRequired }: TrainingDetailPageProps) {
  const { t } = useTranslation();
  const user = useAtomValue(currentUserAtom);
  const client = useQueryClient();
  const [registering, setRegistering] = useState(false);
  const detail = useApiQuery(queryKeys.training(tid, user?.uid), (signal) => getTrainingDetail(tid, signal));
  const training = detail.data;

  const enter = () => {
    if (!user) {
      showMessage('warning', t('training.messages.loginFirst'));
      onLoginRequired();
      return;
    }
    setRegistering(true);
  };

  return (
    <Flex direction="column" gap="4" className="training-page">
      {detail.error ? <ErrorCallout title={t('training.detail.loadError')} error={detail.error} /> : null}
      {!training ? (
        <Flex direction="column" gap="3" aria-busy="true">
          <Skeleton height="36px" width="50%" />
          <Skeleton height="120px" />
        </Flex>
      ) : (
        <>
          <Flex direction="column" gap="2">
            <Link to={links.list} className="training-back">
              {t('training.detail.back')}
            </Link>
            <Flex align="center" gap="3" wrap="wrap">
              <Heading size="6">{training.title}</Heading>
              <AuthBadge auth={training.auth} />
              <CategoryBadge name={training.categoryName} color={training.categoryColor} />
            </Flex>
            <Text size="2" color="gray">
              {t('training.detail.meta', { count: training.problemCount, author: training.author })}
              {training.acCount !== null
                ? ` · ${t('training.detail.solved', { ac: training.acCount, total: training.problemCount })}`
                : ''}
            </Text>
          </Flex>
          <TabNav.Root>
            <TabNav.Link asChild active={tab === 'intro'}>
              <Link to={links.detail(tid)}>{t('training.tabs.intro')}</Link>
            </TabNav.Link>
            <TabNav.Link asChild active={tab === 'problems'}>
              <Link to={links.problems(tid)}>{t('training.tabs.problems')}</Link>
            </TabNav.Link>
            <TabNav.Link asChild active={tab === 'rank'}>
              <Link to={links.rank(tid)}>{t('training.tabs.rank')}</Link>
            </TabNav.Link>
          </TabNav.Root>
          {!training.access ? (
            <Card className="training-locked">
              <Flex direction="column" align="center" gap="2" py="4">
                <LockIcon size={20} />
                <Text weight="medium">
                  {needsPassword(training.auth)
                    ? t('training.locked.private')
                    : t('training.locked.protected')}
                </Text>
                <Button onClick={enter}>{t('training.locked.enter')}</Button>
              </Flex>
            </Card>
          ) : null}
          {tab === 'intro' ? (
            <Card>
              <Markdown>{training.description}</Markdown>
            </Card>
          ) : null}
          {tab === 'problems' && training.access ? (
            <ProblemsTab training={training} live={live} links={links} />
          ) : null}
          {tab === 'rank' && training.access ? (
            <RankTab training={training} live={live} links={links} />
          ) : null}
          <RegisterDialog
            tid={tid}
            withPassword={needsPassword(training.auth)}
            open={registering}
            onOpenChange={setRegistering}
            onRegistered={() => void client.invalidateQueries({ queryKey: queryKeys.trainings })}
          />
        </>
      )}
    </Flex>
  );
}

/** The problems with the reader's progress, read again when the rank room says the reader moved. */
function ProblemsTab({
  training,
  live,
  links,
}: {
  training: TrainingDetail;
  live: LiveSource;
  links: TrainingLinks;
}) {
  const { t } = useTranslation();
  const user = useAtomValue(currentUserAtom);
  const problems = useLiveQuery({
    live,
    room: trainingRankRoom(training.id),
    key: queryKeys.trainingProblems(training.id, user?.uid),
    load: (signal) => getTrainingProblems(training.id, signal),
    apply: (data) => data,
    needsReload: (payload) => touchesUser(payload, user?.uid),
    pollMs: 30_000,
  });
  // The header's "solved" count follows the progress column when a verdict moves it.
  const client = useQueryClient();
  const accepted = problems.data?.filter((p) => progressKind(p.myStatus) === 'accepted').length;
  useEffect(() => {
    if (accepted !== undefined && training.acCount !== null && accepted !== training.acCount)
      void client.invalidateQueries({ queryKey: queryKeys.training(training.id, user?.uid) });
  }, [accepted, training.acCount, training.id, user?.uid, client]);
  if (problems.error && !problems.data)
    return <ErrorCallout title={t('training.problems.loadError')} error={problems.error} />;
  if (!problems.data)
    return (
      <Flex direction="column" gap="2" aria-busy="true">
        <Skeleton height="40px" />
        <Skeleton height="40px" />
      </Flex>
    );
  if (problems.data.length === 0)
    return (
      <Card>
        <Text as="p" align="center" color="gray" my="4">
          {t('training.problems.empty')}
        </Text>
      </Card>
    );
  return (
    <Table.Root variant="surface" className="training-problems">
      <Table.Header>
        <Table.Row>
          {user ? (
            <Table.ColumnHeaderCell className="nowrap">
              {t('training.problems.status')}
            </Table.ColumnHeaderCell>
          ) : null}
          <Table.ColumnHeaderCell>{t('training.problems.id')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('training.problems.title')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell className="hide-narrow">
            {t('training.problems.difficulty')}
          </Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell className="hide-narrow">
            {t('training.problems.acTotal')}
          </Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {problems.data.map((problem) => {
          const kind = progressKind(problem.myStatus);
          return (
            <Table.Row key={problem.pid} data-progress={kind}>
              {user ? (
                <Table.Cell>
                  <ProgressMark kind={kind} />
                </Table.Cell>
              ) : null}
              <Table.Cell>{problem.problemId}</Table.Cell>
              <Table.RowHeaderCell>
                <Link to={links.problem(training.id, problem.problemId)}>{problem.title}</Link>
              </Table.RowHeaderCell>
              <Table.Cell className="hide-narrow">
                <DifficultyBadge level={toDifficulty(problem.difficulty)} />
              </Table.Cell>
              <Table.Cell className="hide-narrow">
                {problem.ac} / {problem.total}
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}

function ProgressMark({ kind }: { kind: ReturnType<typeof progressKind> }) {
  const { t } = useTranslation();
  const label = t(`training.progress.${kind}`);
  if (kind === 'accepted')
    return (
      <Badge color="green" variant="soft" aria-label={label} title={label}>
        <CheckIcon size={12} />
      </Badge>
    );
  if (kind === 'tried')
    return (
      <Badge color="red" variant="soft" aria-label={label} title={label}>
        <CloseIcon size={12} />
      </Badge>
    );
  if (kind === 'pending')
    return (
      <Badge color="amber" variant="soft" aria-label={label} title={label}>
        <ClockIcon size={12} />
      </Badge>
    );
  return (
    <Text size="1" color="gray" title={label}>
      –
    </Text>
  );
}

const RANK_PAGE = 30;

/** The rank (accepted, then total run time; 30 a page), read again on every push of its room. */
function RankTab({
  training,
  live,
  links,
}: {
  training: TrainingDetail;
  live: LiveSource;
  links: TrainingLinks;
}) {
  const { t } = useTranslation();
  const user = useAtomValue(currentUserAtom);
  const [query, setQuery] = useSearchParams();
  const currentPage = Math.max(1, Number(query.get('currentPage')) || 1);
  const limitParam = Number(query.get('limit'));
  const limit = isPageSize(limitParam) ? limitParam : RANK_PAGE;
  const keyword = query.get('keyword') ?? '';
  const [typed, setTyped] = useState(keyword);
  const params = { tid: training.id, currentPage, limit, keyword };
  const rank = useLiveQuery({
    live,
    room: trainingRankRoom(training.id),
    key: queryKeys.trainingRank(training.id, params),
    load: (signal) => getTrainingRank(params, signal),
    pollMs: 30_000,
  });
  const admin = user !== null && hasAdminRole(user.roleList);
  const set = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(query);
    for (const [name, value] of Object.entries(changes)) {
      if (value === undefined) next.delete(name);
      else next.set(name, value);
    }
    setQuery(next);
  };
  if (rank.error && !rank.data)
    return <ErrorCallout title={t('training.rank.loadError')} error={rank.error} />;
  if (!rank.data)
    return (
      <Flex direction="column" gap="2" aria-busy="true">
        <Skeleton height="40px" />
        <Skeleton height="40px" />
      </Flex>
    );
  const { records, problems } = rank.data;
  return (
    <Flex direction="column" gap="3">
      <form
        className="training-search"
        onSubmit={(event) => {
          event.preventDefault();
          set({ keyword: typed.trim() || undefined, currentPage: undefined });
        }}
      >
        <TextField.Root
          value={typed}
          placeholder={t('training.rank.search')}
          aria-label={t('training.rank.search')}
          onChange={(event) => setTyped(event.target.value)}
        >
          <TextField.Slot>
            <SearchIcon size={14} />
          </TextField.Slot>
        </TextField.Root>
      </form>
      {records.length === 0 ? (
        <Card>
          <Text as="p" align="center" color="gray" my="4">
            {keyword ? t('training.rank.noMatch') : t('training.rank.empty')}
          </Text>
        </Card>
      ) : (
        <div className="training-rank-scroll">
          <Table.Root variant="surface" size="1" className="training-rank">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>{t('training.rank.rank')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('training.rank.user')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('training.rank.ac')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('training.rank.runTime')}</Table.ColumnHeaderCell>
                {problems.map((p) => (
                  <Table.ColumnHeaderCell key={p.pid} className="hide-narrow" title={p.title}>
                    {p.problemId}
                  </Table.ColumnHeaderCell>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {records.map((row) => (
                <Table.Row key={row.uid} data-mine={row.uid === user?.uid || undefined}>
                  <Table.Cell>{row.rank}</Table.Cell>
                  <Table.RowHeaderCell>
                    <Flex direction="column">
                      <Link to={links.userHome(row)}>{row.username}</Link>
                      {admin && row.realname ? (
                        <Text size="1" color="gray">
                          {row.realname}
                        </Text>
                      ) : null}
                    </Flex>
                  </Table.RowHeaderCell>
                  <Table.Cell>{row.ac}</Table.Cell>
                  <Table.Cell>{formatTime(row.totalRunTime)}</Table.Cell>
                  {problems.map((p) => {
                    const cell = row.submissionInfo[String(p.pid)];
                    return (
                      <Table.Cell key={p.pid} className="hide-narrow">
                        {cell ? (
                          <span className={cell.status === 0 ? 'training-cell-ac' : 'training-cell-tried'}>
                            {cell.status === 0 ? formatTime(cell.runTime) : '✕'}
                          </span>
                        ) : null}
                      </Table.Cell>
                    );
                  })}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </div>
      )}
      <Pager
        total={rank.data.total}
        currentPage={currentPage}
        limit={limit}
        onPageChange={(page) => set({ currentPage: String(page) })}
        onLimitChange={(next) => set({ limit: next === RANK_PAGE ? undefined : String(next) })}
      />
    </Flex>
  );
}
