import { Flex, IconButton, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/icons';
import type { Slide } from '../api/schemas';
import { CAROUSEL_INTERVAL_MS } from '../model/home';

interface CarouselProps {
  slides: Slide[] | undefined;
  /** Shown when there are no images (yet): the site's name. */
  fallbackTitle: string;
}

/** The admin's images, turning every 5 s (spec 01 §2.3), 440 px high (200 px below 768 px). */
export function Carousel({ slides, fallbackTitle }: CarouselProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const count = slides?.length ?? 0;
  const shown = count > 0 ? index % count : 0;

  // Only the slides shown so far are in the page, and the next one a second before it turns: the home
  // page's first load fetches one image, not all of them (docs/benchmarks.md, page weight).
  const [mounted, setMounted] = useState<ReadonlySet<number>>(() => new Set([0]));
  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [count]);
  useEffect(() => {
    setMounted((m) => (m.has(shown) ? m : new Set(m).add(shown)));
    if (count < 2) return;
    const next = (shown + 1) % count;
    const timer = setTimeout(
      () => setMounted((m) => (m.has(next) ? m : new Set(m).add(next))),
      Math.max(0, CAROUSEL_INTERVAL_MS - 1000),
    );
    return () => clearTimeout(timer);
  }, [shown, count]);

  if (!slides || count === 0)
    return (
      <Flex className="home-carousel home-carousel-empty" align="center" justify="center">
        <Text size={{ initial: '6', sm: '8' }} weight="bold">
          {fallbackTitle}
        </Text>
      </Flex>
    );
  const go = (step: number) => setIndex((shown + step + count) % count);
  return (
    <section
      className="home-carousel"
      aria-roledescription="carousel"
      aria-label={t('homePage.carouselLabel')}
    >
      {slides.map((slide, i) =>
        i !== shown && !mounted.has(i) ? null : (
          <img
            key={slide.id}
            src={slide.url}
            alt={t('homePage.slide', { index: i + 1, count })}
            className="home-slide"
            data-shown={i === shown || undefined}
            aria-hidden={i !== shown}
          />
        ),
      )}
      {count > 1 ? (
        <>
          <IconButton
            className="home-carousel-prev"
            variant="soft"
            radius="full"
            onClick={() => go(-1)}
            aria-label={t('homePage.previous')}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            className="home-carousel-next"
            variant="soft"
            radius="full"
            onClick={() => go(1)}
            aria-label={t('homePage.next')}
          >
            <ChevronRightIcon />
          </IconButton>
          <Flex className="home-carousel-dots" gap="2" justify="center">
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                className="home-carousel-dot"
                data-shown={i === shown || undefined}
                aria-label={t('homePage.slide', { index: i + 1, count })}
                onClick={() => setIndex(i)}
              />
            ))}
          </Flex>
        </>
      ) : null}
    </section>
  );
}
