import { Button, Flex, Heading, VisuallyHidden } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DigitFrame, digitFrame, finalDigits, settleAtMs } from '../model/digitFrames';

const frameMs = 90;
const lastSettleMs = Math.max(...settleAtMs);

const settledFrames = (): DigitFrame[] => finalDigits.map((digit) => ({ digit, x: 0, y: 0, settled: true }));

function useDigitFrames(): DigitFrame[] {
  const [frames, setFrames] = useState<DigitFrame[]>(() =>
    finalDigits.map((_, index) => digitFrame(index, 0, Math.random)),
  );
  useEffect(() => {
    // Readers who asked for less motion get the settled digits straight away.
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      setFrames(settledFrames());
      return;
    }
    const start = performance.now();
    const timer = setInterval(() => {
      const elapsed = performance.now() - start;
      setFrames(finalDigits.map((_, index) => digitFrame(index, elapsed, Math.random)));
      if (elapsed >= lastSettleMs) clearInterval(timer);
    }, frameMs);
    return () => clearInterval(timer);
  }, []);
  return frames;
}

interface NotFoundPageProps {
  onGoHome: () => void;
  onBack: () => void;
}

/** Digits that wander at random, then settle on 4-0-4; 'Page not found'; Go Home and Back. */
export function NotFoundPage({ onGoHome, onBack }: NotFoundPageProps) {
  const { t } = useTranslation();
  const frames = useDigitFrames();
  return (
    <Flex direction="column" align="center" gap="4" py="9">
      <VisuallyHidden>404</VisuallyHidden>
      <Flex gap="3" aria-hidden="true" className="not-found-digits">
        {frames.map((frame, index) => (
          <span
            // The three places never change; the index is the digit's identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions
            key={index}
            className="not-found-digit"
            data-settled={frame.settled || undefined}
            style={{ transform: `translate(${frame.x}px, ${frame.y}px)` }}
          >
            {frame.digit}
          </span>
        ))}
      </Flex>
      <Heading as="h1" size="6">
        {t('notFound.title')}
      </Heading>
      <Flex gap="3">
        <Button onClick={onGoHome}>{t('notFound.goHome')}</Button>
        <Button variant="soft" onClick={onBack}>
          {t('notFound.back')}
        </Button>
      </Flex>
    </Flex>
  );
}
