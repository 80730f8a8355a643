import '../contestReplay.css';
import type { ReplaySide } from '@oj/projections/board';
import {
  Badge,
  Button,
  Callout,
  Card,
  Flex,
  SegmentedControl,
  Skeleton,
  Slider,
  Text,
} from '@radix-ui/themes';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCallout } from '@/components/ErrorCallout';
import { InfoIcon } from '@/components/icons';
import { useApiQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { getContestHistory } from '../api/getContestHistory';
import { clock, type Replay, replayBoard, replayOf, SPEEDS, type Speed } from '../model/replay';
import { ReplayBoard } from './ReplayBoard';

/** Wall-clock ms between two frames of the playback. */
const TICK = 100;

/**
 * /contest/:cid/replay: the contest's board at any moment, folded in the browser from its history
 * (one request), with play/pause at several speeds and, for contest admins, the real board.
 */
export function ContestReplay({ cid }: { cid: number }) {
  const { t } = useTranslation();
  const { data: timeline, error } = useApiQuery(
    queryKeys.contestHistory(cid),
    (signal) => getContestHistory(cid, signal),
    { dropPrevious: true },
  );
  const replay = useMemo(() => timeline && replayOf(timeline), [timeline]);

  if (error) return <ErrorCallout title={t('contestReplay.loadError')} error={error} />;
  if (!replay) return <Skeleton height="420px" />;
  return <ReplayPlayer replay={replay} />;
}

function ReplayPlayer({ replay }: { replay: Replay }) {
  const { t } = useTranslation();
  const { duration, sealOffset, timeline } = replay;
  const [offset, setOffset] = useState(duration);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<Speed>(60);
  const [side, setSide] = useState<ReplaySide>('public');

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      setOffset((o) => {
        const next = Math.min(duration, o + TICK * speed);
        if (next >= duration) setPlaying(false);
        return next;
      });
    }, TICK);
    return () => clearInterval(timer);
  }, [playing, speed, duration]);

  const board = useMemo(() => replayBoard(replay, offset, side), [replay, offset, side]);
  const play = () => {
    if (offset >= duration) setOffset(0);
    setPlaying((p) => !p);
  };

  return (
    <Flex direction="column" gap="3" className="replay">
      <Card className="replay-controls">
        <Flex direction="column" gap="3">
          <Flex align="center" gap="3" wrap="wrap">
            <Button onClick={play} data-testid="replay-play" className="replay-play">
              {playing ? t('contestReplay.pause') : t('contestReplay.play')}
            </Button>
            <SegmentedControl.Root
              size="1"
              value={String(speed)}
              onValueChange={(v) => setSpeed(Number(v) as Speed)}
              aria-label={t('contestReplay.speed')}
            >
              {SPEEDS.map((s) => (
                <SegmentedControl.Item key={s} value={String(s)}>
                  {s}×
                </SegmentedControl.Item>
              ))}
            </SegmentedControl.Root>
            <Text size="5" weight="bold" className="numeric replay-clock" data-testid="replay-clock">
              {clock(offset)}
            </Text>
            {board.sealed ? <Badge color="amber">{t('contestReplay.sealedBoard')}</Badge> : null}
            {timeline.isAdmin ? (
              <SegmentedControl.Root
                size="1"
                value={side}
                onValueChange={(v) => setSide(v === 'real' ? 'real' : 'public')}
                aria-label={t('contestReplay.side')}
                className="replay-side"
              >
                <SegmentedControl.Item value="public">{t('contestReplay.public')}</SegmentedControl.Item>
                <SegmentedControl.Item value="real">{t('contestReplay.real')}</SegmentedControl.Item>
              </SegmentedControl.Root>
            ) : null}
          </Flex>
          <Timeline
            offset={offset}
            duration={duration}
            sealOffset={sealOffset}
            onChange={(o) => {
              setPlaying(false);
              setOffset(o);
            }}
          />
        </Flex>
      </Card>
      {timeline.withheld ? (
        <Callout.Root color="amber" size="1">
          <Callout.Icon>
            <InfoIcon />
          </Callout.Icon>
          <Callout.Text>{t('contestReplay.withheld')}</Callout.Text>
        </Callout.Root>
      ) : null}
      <Card className="replay-board-card">
        <ReplayBoard board={board} problems={timeline.problems} identities={replay.identities} />
      </Card>
    </Flex>
  );
}

function Timeline(props: {
  offset: number;
  duration: number;
  sealOffset: number | null;
  onChange: (offset: number) => void;
}) {
  const { t } = useTranslation();
  const { offset, duration, sealOffset, onChange } = props;
  const sealAt = sealOffset === null ? null : (sealOffset / duration) * 100;
  return (
    <div className="replay-timeline">
      <Slider
        min={0}
        max={duration}
        step={1000}
        value={[offset]}
        onValueChange={([v]) => onChange(v ?? 0)}
        aria-label={t('contestReplay.timeline')}
        data-testid="replay-slider"
      />
      {sealAt === null ? null : (
        <span className="replay-seal-mark" style={{ left: `${sealAt}%` }} title={t('contestReplay.seal')}>
          <span>{t('contestReplay.seal')}</span>
        </span>
      )}
      <Flex justify="between" className="replay-timeline-ends">
        <Text size="1" color="gray">
          {t('contestReplay.start')}
        </Text>
        <Text size="1" color="gray">
          {t('contestReplay.end')} · {clock(duration)}
        </Text>
      </Flex>
    </div>
  );
}
