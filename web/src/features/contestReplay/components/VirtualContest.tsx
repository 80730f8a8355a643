import '../contestReplay.css';
import { virtualUid } from '@oj/projections/board';
import {
  Badge,
  Button,
  Callout,
  Card,
  Flex,
  Heading,
  Progress,
  Skeleton,
  Table,
  Text,
} from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorCallout } from '@/components/ErrorCallout';
import { InfoIcon } from '@/components/icons';
import { formatMemory, formatTime } from '@/lib/format';
import type { LiveSource } from '@/lib/liveSource';
import { useApiQuery, useLiveQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { currentUserAtom } from '@/lib/session';
import { formatClock } from '@/lib/time';
import { useServerNow } from '@/lib/useServerNow';
import { getContestHistory } from '../api/getContestHistory';
import {
  getVirtualParticipation,
  pushedVirtualRow,
  startVirtualParticipation,
  type VirtualParticipation,
} from '../api/virtualParticipation';
import { replayOf } from '../model/replay';
import { ghostBoard, mergeVirtualRow, type VirtualClock, virtualClock } from '../model/virtual';
import { ReplayBoard } from './ReplayBoard';

interface VirtualContestProps {
  cid: number;
  live: LiveSource;
  problemHref: (displayId: string) => string;
  submissionHref: (submitId: number) => string;
  renderStatus: (status: number) => ReactNode;
}

/** The REST fallback, only while the reader's own room is not live. */
const fallbackPollMs = 10_000;

/** The participation, kept current from the author's own room (their virtual verdicts arrive there). */
export function useVirtualParticipation(cid: number, live: LiveSource) {
  const uid = useAtomValue(currentUserAtom)?.uid;
  return useLiveQuery({
    live,
    room: uid ? `user:${uid}` : undefined,
    key: queryKeys.contestVirtual(cid, uid),
    load: (signal) => getVirtualParticipation(cid, signal),
    apply: (data: VirtualParticipation, payload: unknown) => {
      const row = pushedVirtualRow(payload, cid);
      return row ? mergeVirtualRow(data, row, Date.now()) : data;
    },
    pollMs: fallbackPollMs,
    enabled: uid !== undefined,
  });
}

/** The participant's clock, ticking once a second on the server's time (a clock, not a poll). */
export function useVirtualClock(data: VirtualParticipation | undefined): VirtualClock | undefined {
  // Taken when a read brings a new server time (not on each pushed row, which keeps the old `now`).
  const now = useServerNow(data?.now);
  if (!data?.participation) return undefined;
  return virtualClock(data.participation, now);
}

/**
 * /contest/:cid/virtual: take part in an ended contest on one's own clock. Before the start, what it is
 * and the button; then the clock, the problems, the board with the real contestants as they stood at
 * the same minute (folded here from the replay's history) and one's own virtual submissions.
 */
export function VirtualContest(props: VirtualContestProps) {
  const { t } = useTranslation();
  const { cid, live } = props;
  const participation = useVirtualParticipation(cid, live);
  const { data, error } = participation;
  if (error && !data) return <ErrorCallout title={t('contestReplay.virtual.loadError')} error={error} />;
  if (!data) return <Skeleton height="240px" />;
  if (!data.participation) return <VirtualStart cid={cid} />;
  return (
    <div data-room={participation.joined ? 'joined' : 'pending'}>
      <VirtualRunning {...props} data={data} />
    </div>
  );
}

function VirtualStart({ cid }: { cid: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const uid = useAtomValue(currentUserAtom)?.uid;
  const [starting, setStarting] = useState(false);
  const start = async () => {
    setStarting(true);
    try {
      const started = await startVirtualParticipation(cid);
      client.setQueryData(queryKeys.contestVirtual(cid, uid), started);
    } catch {
      // the request layer has said why
    } finally {
      setStarting(false);
    }
  };
  return (
    <Card className="virtual-start">
      <Flex direction="column" gap="3" align="start">
        <Heading size="4">{t('contestReplay.virtual.title')}</Heading>
        <Text color="gray">{t('contestReplay.virtual.explain')}</Text>
        <Button onClick={() => void start()} loading={starting} data-testid="virtual-start">
          {t('contestReplay.virtual.start')}
        </Button>
      </Flex>
    </Card>
  );
}

function VirtualRunning({
  cid,
  problemHref,
  submissionHref,
  renderStatus,
  data,
}: VirtualContestProps & { data: VirtualParticipation }) {
  const { t } = useTranslation();
  const user = useAtomValue(currentUserAtom);
  const clock = useVirtualClock(data);
  const history = useApiQuery(queryKeys.contestHistory(cid), (signal) => getContestHistory(cid, signal), {
    dropPrevious: true,
  });
  const replay = useMemo(() => history.data && replayOf(history.data), [history.data]);
  // Folded at each tick of the participant's clock (a few dozen teams: cheap, as the replay's frames are).
  const elapsed = clock ? (clock.running ? clock.elapsed : clock.duration) : undefined;
  const board = useMemo(
    () =>
      replay && user && elapsed !== undefined
        ? ghostBoard(replay, data, { uid: user.uid, username: user.username }, elapsed)
        : undefined,
    [replay, data, user, elapsed],
  );

  return (
    <Flex direction="column" gap="3" className="virtual">
      <Card>
        <Flex direction="column" gap="2">
          <Flex align="center" gap="2" wrap="wrap">
            <Badge color="indigo">{t('contestReplay.virtual.badge')}</Badge>
            {board?.sealed ? <Badge color="amber">{t('contestReplay.sealedBoard')}</Badge> : null}
          </Flex>
          {clock ? <VirtualClockBar clock={clock} /> : null}
          <div className="virtual-problems">
            {data.problems.map((p) => (
              <Button key={p.displayId} asChild variant="soft" size="2" title={p.displayTitle}>
                <Link to={problemHref(p.displayId)} data-testid={`virtual-problem-${p.displayId}`}>
                  {p.displayId}
                </Link>
              </Button>
            ))}
          </div>
          {clock && !clock.running ? (
            <Callout.Root color="gray" size="1">
              <Callout.Icon>
                <InfoIcon />
              </Callout.Icon>
              <Callout.Text>{t('contestReplay.virtual.over')}</Callout.Text>
            </Callout.Root>
          ) : null}
        </Flex>
      </Card>
      {history.error && !history.data ? (
        <ErrorCallout title={t('contestReplay.loadError')} error={history.error} />
      ) : null}
      {replay?.timeline.withheld ? (
        <Callout.Root color="amber" size="1">
          <Callout.Icon>
            <InfoIcon />
          </Callout.Icon>
          <Callout.Text>{t('contestReplay.withheld')}</Callout.Text>
        </Callout.Root>
      ) : null}
      <Card className="replay-board-card" data-testid="virtual-board">
        {board && replay && user ? (
          <ReplayBoard
            board={board}
            problems={replay.timeline.problems}
            identities={replay.identities}
            mark={{ uid: virtualUid(user.uid), label: t('contestReplay.virtual.you') }}
          />
        ) : (
          <Skeleton height="240px" />
        )}
      </Card>
      <Card>
        <Heading size="3" mb="2">
          {t('contestReplay.virtual.mine')}
        </Heading>
        <VirtualSubmissions data={data} submissionHref={submissionHref} renderStatus={renderStatus} />
      </Card>
    </Flex>
  );
}

/** The participant's clock: elapsed and left of their own time, a bar like the contest clock's. */
export function VirtualClockBar({ clock }: { clock: VirtualClock }) {
  const { t } = useTranslation();
  const share = clock.duration > 0 ? clock.elapsed / clock.duration : 1;
  return (
    <Flex direction="column" gap="1" data-running={clock.running}>
      {clock.running ? (
        <Progress value={Math.round(share * 1000) / 10} aria-label={t('contestReplay.virtual.progress')} />
      ) : null}
      <Flex gap="3" wrap="wrap">
        <Text
          size="2"
          weight="medium"
          className="virtual-clock-text"
          role="timer"
          data-testid="virtual-clock"
        >
          {formatClock(clock.elapsed, { padHours: true })}
        </Text>
        <Text size="2" color="gray" className="virtual-clock-text">
          {clock.running
            ? t('contestReplay.virtual.left', { clock: formatClock(clock.duration - clock.elapsed) })
            : t('contestReplay.virtual.ended')}
        </Text>
      </Flex>
    </Flex>
  );
}

function VirtualSubmissions({
  data,
  submissionHref,
  renderStatus,
}: {
  data: VirtualParticipation;
  submissionHref: (submitId: number) => string;
  renderStatus: (status: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const startedAt = Date.parse(data.participation?.startedAt ?? '');
  if (data.submissions.length === 0) return <Text color="gray">{t('contestReplay.virtual.none')}</Text>;
  return (
    <div className="virtual-submissions">
      <Table.Root size="1" variant="surface">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>{t('contestReplay.virtual.runId')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('contestReplay.virtual.problem')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('contestReplay.virtual.status')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('contestReplay.virtual.at')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('contestReplay.virtual.time')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('contestReplay.virtual.memory')}</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {[...data.submissions].reverse().map((row) => (
            <Table.Row key={row.submitId} data-submit-id={row.submitId} data-status={row.status}>
              <Table.Cell className="numeric">
                <Link to={submissionHref(row.submitId)}>{row.submitId}</Link>
              </Table.Cell>
              <Table.Cell>{row.displayPid}</Table.Cell>
              <Table.Cell>{renderStatus(row.status)}</Table.Cell>
              <Table.Cell className="numeric">
                {formatClock(Math.max(0, Date.parse(row.submitTime) - startedAt), { padHours: true })}
              </Table.Cell>
              <Table.Cell className="numeric">{formatTime(row.time)}</Table.Cell>
              <Table.Cell className="numeric">{formatMemory(row.memory)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </div>
  );
}
