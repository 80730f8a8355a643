import '../scrollBoard.css';
import { boardAfterReveals, planReveal, type RankedAcmRow } from '@oj/projections/board';
import { Button, SegmentedControl, Spinner, Text } from '@radix-ui/themes';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCallout } from '@/components/ErrorCallout';
import { MovingRows } from '@/components/MovingRows';
import { useApiQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import {
  getScrollBoardInfo,
  getScrollBoardSubmissions,
  type ScrollBoardInfo,
  type ScrollBoardSubmission,
} from '../api/getScrollBoard';
import {
  defaultMedals,
  keepUnchangedRows,
  type Medals,
  parseScrollBoardQuery,
  rankedTeams,
  revealInputOf,
} from '../model/scrollBoard';
import { ScrollBoardRow } from './ScrollBoardRow';

interface Loaded {
  info: ScrollBoardInfo;
  submissions: ScrollBoardSubmission[];
}

/** /scrollBoard?cid=&removeStar=&medals[]=: the full-screen resolver, outside the site's layout. */
export function ScrollBoardPage({ search }: { search: string }) {
  const { t } = useTranslation();
  const query = useMemo(() => parseScrollBoardQuery(search), [search]);
  const { data: loaded, error } = useApiQuery<Loaded>(
    queryKeys.scrollBoard(query.cid, query.removeStar),
    async (signal) => {
      const [info, submissions] = await Promise.all([
        getScrollBoardInfo(query.cid, signal),
        getScrollBoardSubmissions(query.cid, query.removeStar, signal),
      ]);
      return { info, submissions };
    },
    { dropPrevious: true },
  );

  if (error) {
    return (
      <div className="scroll-board scroll-board-message">
        <ErrorCallout title={t('scrollBoard.loadError')} error={error} />
      </div>
    );
  }
  if (!loaded) {
    return (
      <div className="scroll-board scroll-board-message">
        <Spinner size="3" />
      </div>
    );
  }
  const medals = query.medals ?? defaultMedals(rankedTeams(loaded.submissions, loaded.info.starUserList));
  return <Resolver {...loaded} removeStar={query.removeStar} medals={medals} />;
}

const ROW = 60;
const BLINK_MS = 1100;
const AUTO_DELAYS = { slow: 3200, normal: 1900, fast: 900 } as const;
type AutoSpeed = keyof typeof AUTO_DELAYS;

function Resolver({
  info,
  submissions,
  removeStar,
  medals,
}: Loaded & { removeStar: boolean; medals: Medals }) {
  const { t } = useTranslation();
  const input = useMemo(
    () => revealInputOf(info, submissions, removeStar, medals),
    [info, submissions, removeStar, medals],
  );
  const plan = useMemo(() => planReveal(input), [input]);
  const [done, setDone] = useState(0);
  const [revealing, setRevealing] = useState(false);
  const [auto, setAuto] = useState<AutoSpeed | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const body = useRef<HTMLDivElement>(null);
  const shown = useRef<RankedAcmRow[]>([]);
  const board = useMemo(() => {
    shown.current = keepUnchangedRows(shown.current, boardAfterReveals(plan, done, input.rank));
    return shown.current;
  }, [plan, done, input]);
  const next = plan.steps[done];
  const finished = done >= plan.steps.length;
  const people = useMemo(() => new Map(submissions.map((s) => [s.uid, s])), [submissions]);

  // The key and click handlers read these refs, not the render's state: a press right after a step ended
  // (before the page redrew) or during a blink must not be lost. A press during a blink is kept and taken
  // when the blink ends.
  const stepping = useRef({ revealing: false, done: 0, queued: false });
  stepping.current.done = done;
  const advance = useCallback(() => {
    const state = stepping.current;
    if (state.done >= plan.steps.length) return;
    if (state.revealing) {
      state.queued = true;
      return;
    }
    // Blink the cell first, then show its result and let the row move.
    state.revealing = true;
    setRevealing(true);
    timer.current = setTimeout(function finishStep() {
      state.done = Math.min(state.done + 1, plan.steps.length);
      setDone(state.done);
      if (state.queued && state.done < plan.steps.length) {
        state.queued = false;
        timer.current = setTimeout(finishStep, BLINK_MS);
        return;
      }
      state.queued = false;
      state.revealing = false;
      setRevealing(false);
    }, BLINK_MS);
  }, [plan.steps.length]);

  const back = useCallback(() => {
    clearTimeout(timer.current);
    stepping.current.revealing = false;
    stepping.current.queued = false;
    setRevealing(false);
    setAuto(null);
    setDone((d) => Math.max(0, d - 1));
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLElement && event.target.closest('button, [role="radiogroup"]')) return;
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        advance();
      } else if (event.key === 'Backspace' || event.key === 'ArrowLeft') {
        event.preventDefault();
        back();
      }
    };
    // A click on the board is a step too (the presenter's clicker or mouse); keys work anywhere.
    const onClick = () => advance();
    const target = body.current;
    window.addEventListener('keydown', onKey);
    target?.addEventListener('click', onClick);
    return () => {
      window.removeEventListener('keydown', onKey);
      target?.removeEventListener('click', onClick);
    };
  }, [advance, back]);
  useEffect(() => {
    if (auto === null || revealing) return;
    if (finished) return setAuto(null);
    const pause = setTimeout(advance, AUTO_DELAYS[auto] - BLINK_MS);
    return () => clearTimeout(pause);
  }, [auto, revealing, finished, advance]);

  const cursor = next?.from ?? -1;
  const pinned = useMemo(() => new Set(next ? [next.uid] : []), [next]);
  return (
    <div className="scroll-board" data-finished={finished || undefined}>
      <header className="scroll-board-header">
        <div>
          <Text as="div" size="2" className="scroll-board-kicker">
            {finished ? t('scrollBoard.finished') : t('scrollBoard.title')}
          </Text>
          <h1>{info.title}</h1>
        </div>
        <div className="scroll-board-controls">
          <Text size="2" className="numeric" data-testid="scroll-progress">
            {t('scrollBoard.progress', { done, total: plan.steps.length })}
          </Text>
          <SegmentedControl.Root
            size="1"
            value={auto ?? 'off'}
            onValueChange={(v) => setAuto(v === 'off' ? null : (v as AutoSpeed))}
            aria-label={t('scrollBoard.autoSpeed')}
          >
            <SegmentedControl.Item value="off">{t('scrollBoard.stop')}</SegmentedControl.Item>
            <SegmentedControl.Item value="slow">{t('scrollBoard.slow')}</SegmentedControl.Item>
            <SegmentedControl.Item value="normal">{t('scrollBoard.normal')}</SegmentedControl.Item>
            <SegmentedControl.Item value="fast">{t('scrollBoard.fast')}</SegmentedControl.Item>
          </SegmentedControl.Root>
          <Button
            variant="outline"
            color="gray"
            size="1"
            className="scroll-fullscreen"
            onClick={() => document.documentElement.requestFullscreen?.()}
          >
            {t('scrollBoard.fullscreen')}
          </Button>
        </div>
      </header>
      <div
        className="scroll-board-table"
        style={{ '--scroll-problems': info.problemList.length } as React.CSSProperties}
      >
        <div className="scroll-row scroll-head">
          <span>{t('scrollBoard.rank')}</span>
          <span>{t('scrollBoard.team')}</span>
          <span>{t('scrollBoard.solved')}</span>
          <span>{t('scrollBoard.penalty')}</span>
          {info.problemList.map((p) => (
            <span key={p.displayId} className="scroll-problem-head">
              <i style={{ background: p.color ?? '#8a8f98' }} />
              {p.displayId}
            </span>
          ))}
        </div>
        <div className="scroll-board-body" ref={body}>
          <MovingRows<RankedAcmRow>
            className="scroll-rows"
            items={board}
            keyOf={(r) => r.uid}
            rowHeight={ROW}
            follow={finished ? 0 : cursor}
            pinned={pinned}
            renderRow={(row, place) => (
              <ScrollBoardRow
                row={row}
                name={shownName(info, people.get(row.uid), row.username)}
                school={people.get(row.uid)?.school ?? ''}
                problems={input.problems}
                current={row.uid === next?.uid}
                blinking={revealing && row.uid === next?.uid ? next.displayId : undefined}
                final={finished || place > cursor}
              />
            )}
          />
        </div>
      </div>
      <footer className="scroll-board-footer">
        <Text size="1">{t('scrollBoard.keys')}</Text>
      </footer>
    </div>
  );
}

function shownName(info: ScrollBoardInfo, who: ScrollBoardSubmission | undefined, username: string): string {
  const name = who?.[info.rankShowName];
  return name?.trim() ? name : username;
}
