import '../submission.css';
import { Flex, Heading } from '@radix-ui/themes';
import { useAtomValue } from 'jotai';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ErrorCallout } from '@/components/ErrorCallout';
import { Pager } from '@/components/Pager';
import { showMessage } from '@/lib/notices';
import { currentUserAtom } from '@/lib/session';
import { isSuperAdmin } from '@/lib/userInfo';
import { rejudge } from '../api/rejudge';
import type { SubmissionRow } from '../api/schemas';
import { useSubmissionPage } from '../hooks/useSubmissionPage';
import { useSubmissionWatch } from '../hooks/useSubmissionWatch';
import type { SubmissionLinks } from '../model/links';
import { applyLiveRow } from '../model/liveRows';
import { type LiveSource, statusRoom } from '../model/liveSource';
import { isOpenStatus } from '../model/status';
import {
  readStatusFilters,
  type StatusFilters,
  statusListQuery,
  writeStatusFilters,
} from '../model/statusFilters';
import { StatusFilterBar } from './StatusFilterBar';
import { SubmissionTable } from './SubmissionTable';

interface StatusPageProps {
  live: LiveSource;
  links: SubmissionLinks;
  /** Opens the login dialog. */
  onLoginRequired: () => void;
  /**
   * A group's submissions (spec 03 §2.3, its status tab): read from the group's list and read again on
   * each push of its room (`{ kind: 'reload' }`), instead of the public list's row pushes.
   */
  group?: { gid: number; room: string };
}

const statusRooms = [statusRoom];

/**
 * /status: every non-contest submission, newest first, with the filters in the query string. New
 * submissions join the first page and verdicts change in place as they happen (room `status`).
 */
export function StatusPage({ live, links, onLoginRequired, group }: StatusPageProps) {
  const { t } = useTranslation();
  const user = useAtomValue(currentUserAtom);
  const [query, setQuery] = useSearchParams();
  const filters = readStatusFilters(query);
  // Mine needs a session: a visitor who arrives with ?onlyMine=true sees All, and is asked to log in.
  const shown = filters.onlyMine && !user ? { ...filters, onlyMine: false } : filters;
  const { page, loading, error, update, reload } = useSubmissionPage(
    group ? { ...statusListQuery(shown), gid: group.gid } : statusListQuery(shown),
  );
  const groupRoom = group?.room;
  const reloadNow = useEffectEvent(reload);
  useEffect(() => (groupRoom ? live.subscribe(groupRoom, () => reloadNow()) : undefined), [live, groupRoom]);
  const [rejudging, setRejudging] = useState<number>();
  const superAdmin = isSuperAdmin(user?.roleList ?? []);

  const asksMineAnonymously = filters.onlyMine && !user;
  useEffect(() => {
    if (!asksMineAnonymously) return;
    showMessage('warning', t('submission.loginFirst'));
    onLoginRequired();
    setQuery((current) => {
      const next = new URLSearchParams(current);
      next.delete('onlyMine');
      return next;
    });
  }, [asksMineAnonymously, onLoginRequired, setQuery, t]);

  const openIds = (page?.records ?? []).filter((row) => isOpenStatus(row.status)).map((row) => row.submitId);
  useSubmissionWatch(
    live,
    group ? [] : statusRooms,
    group ? [] : openIds,
    ({ submission }) => {
      update((current) =>
        applyLiveRow(current, submission, {
          firstPage: shown.currentPage === 1,
          limit: shown.limit,
          filter: {
            uid: shown.onlyMine ? user?.uid : undefined,
            status: shown.status,
            problemId: shown.problemId,
            username: shown.onlyMine ? undefined : shown.username,
          },
        }),
      );
    },
    reload,
  );

  const go = (change: Partial<StatusFilters>) =>
    setQuery(writeStatusFilters({ ...shown, currentPage: 1, ...change }));

  const changeMine = (mine: boolean) => {
    if (mine && !user) {
      showMessage('warning', t('submission.loginFirst'));
      onLoginRequired();
      return;
    }
    go({ onlyMine: mine });
  };

  const startRejudge = async (row: SubmissionRow) => {
    setRejudging(row.submitId);
    try {
      const next = await rejudge(row.submitId);
      update((current) => applyLiveRow(current, next, { firstPage: false, limit: shown.limit, filter: {} }));
      showMessage('success', t('submission.admin.rejudged'));
    } catch {
      // the request layer has said why
    } finally {
      setRejudging(undefined);
    }
  };

  const filtered =
    shown.status !== undefined || shown.problemId !== '' || shown.username !== '' || shown.onlyMine;
  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="6">
        {t('submission.list.title')}
      </Heading>
      <StatusFilterBar
        filters={shown}
        onMine={changeMine}
        onStatus={(status) => go({ status })}
        onProblemId={(problemId) => go({ problemId })}
        onUsername={(username) => go({ username })}
        onRefresh={reload}
        refreshing={loading && page !== undefined}
      />
      {error ? <ErrorCallout title={t('submission.list.loadError')} error={error} /> : null}
      <SubmissionTable
        rows={page?.records ?? (error ? [] : undefined)}
        loading={loading}
        emptyText={filtered ? t('submission.list.noMatches') : t('submission.list.empty')}
        links={links}
        viewerUid={user?.uid}
        onRejudge={superAdmin ? (row) => void startRejudge(row) : undefined}
        rejudging={rejudging}
      />
      <Pager
        total={page?.total ?? 0}
        currentPage={shown.currentPage}
        limit={shown.limit}
        onPageChange={(currentPage) => {
          setQuery(writeStatusFilters({ ...shown, currentPage }));
          window.scrollTo({ top: 0 });
        }}
        onLimitChange={(limit) => go({ limit })}
      />
    </Flex>
  );
}
