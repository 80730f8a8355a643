import { Text } from '@radix-ui/themes';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowRightIcon, CheckCircleIcon } from '@/components/icons';
import { showMessage } from '@/lib/notices';
import { judgeSlide } from '../model/slideCheck';

const knobPx = 40;
const keyStep = 0.1;

/** Where a key press moves the knob to, as a slider's keys do; undefined for other keys. */
function keyMove(key: string, progress: number): number | undefined {
  if (key === 'ArrowRight' || key === 'ArrowUp') return progress + keyStep;
  if (key === 'ArrowLeft' || key === 'ArrowDown') return progress - keyStep;
  if (key === 'Home') return 0;
  if (key === 'End') return 1;
  return undefined;
}

interface SlideVerifyProps {
  onVerified: () => void;
}

/**
 * Drag the knob to the end of the track to show a person is at the keys. Arrow keys move it too (a
 * tenth per press). Reaching the end in under 300 ms fails with the spec's message and starts over.
 * Remount it (change its `key`) to ask again.
 */
export function SlideVerify({ onVerified }: SlideVerifyProps) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const [progress, setProgress] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [passed, setPassed] = useState(false);
  const grab = useRef({ x: 0, at: 0 });
  // Keyboard moves have no press-and-hold: the first key of a run starts the clock.
  const keyStartedAt = useRef<number | undefined>(undefined);

  const travel = () => Math.max(1, (track.current?.clientWidth ?? knobPx) - knobPx);

  const finish = (reached: number, startedAt: number) => {
    const outcome = judgeSlide(reached, performance.now() - startedAt);
    keyStartedAt.current = undefined;
    if (outcome === 'passed') {
      setProgress(1);
      setPassed(true);
      onVerified();
      return;
    }
    if (outcome === 'tooFast') showMessage('warning', t('auth.slideTooFast'));
    setProgress(0);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (passed) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    grab.current = { x: event.clientX, at: performance.now() };
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!dragging) return;
    setProgress(Math.min(1, Math.max(0, (event.clientX - grab.current.x) / travel())));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!dragging) return;
    setDragging(false);
    finish(Math.min(1, Math.max(0, (event.clientX - grab.current.x) / travel())), grab.current.at);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (passed) return;
    const moved = keyMove(event.key, progress);
    if (moved === undefined) return;
    event.preventDefault();
    keyStartedAt.current ??= performance.now();
    const next = Math.min(1, Math.max(0, Math.round(moved * 10) / 10));
    if (next >= 1) finish(1, keyStartedAt.current);
    else setProgress(next);
  };

  const left = `calc(${progress} * (100% - ${knobPx}px))`;
  return (
    <div ref={track} className="slide-verify" data-passed={passed || undefined}>
      <div className="slide-verify-fill" style={{ width: `calc(${left} + ${knobPx / 2}px)` }} />
      <Text size="2" color={passed ? 'green' : 'gray'} className="slide-verify-label" aria-hidden="true">
        {passed ? t('auth.slideVerified') : t('auth.slideToVerify')}
      </Text>
      <div
        role="slider"
        tabIndex={passed ? -1 : 0}
        aria-label={t('auth.slideToVerify')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress * 100)}
        aria-valuetext={passed ? t('auth.slideVerified') : undefined}
        className="slide-verify-knob"
        data-dragging={dragging || undefined}
        style={{ left }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          setDragging(false);
          setProgress(0);
        }}
        onKeyDown={onKeyDown}
      >
        {passed ? <CheckCircleIcon /> : <ArrowRightIcon />}
      </div>
    </div>
  );
}
