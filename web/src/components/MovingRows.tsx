import './movingRows.css';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';

interface MovingRowsProps<T> {
  /** Rows in board order: a row's index is its place. */
  items: readonly T[];
  keyOf: (item: T) => string;
  rowHeight: number;
  renderRow: (item: T, place: number) => ReactNode;
  /** A place to keep in view (the scroll board's cursor); scrolled to smoothly when it changes. */
  follow?: number | undefined;
  /** Where `follow` sits in the viewport: 0 top, 1 bottom. */
  followAt?: number;
  /** Rows rendered wherever they are (a row that is moving far). */
  pinned?: ReadonlySet<string>;
  className?: string;
  /** Extra rows rendered above and below the viewport. */
  overscan?: number;
}

/**
 * A board whose rows move: each row sits at `translateY(place * rowHeight)` and CSS transitions the
 * transform, so a rank change animates without any layout (the FLIP idea with the browser doing the
 * inverting). Only the rows near the viewport, the ones that were there a moment ago and the pinned
 * ones are in the DOM, so 300 teams cost a few dozen rows.
 */
export function MovingRows<T>({
  items,
  keyOf,
  rowHeight,
  renderRow,
  follow,
  followAt = 0.65,
  pinned,
  className,
  overscan = 6,
}: MovingRowsProps<T>) {
  const viewport = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ top: 0, height: 800 });
  const lastPlaces = useRef(new Map<string, number>());

  useLayoutEffect(() => {
    const el = viewport.current;
    if (!el) return;
    const measure = () => setView({ top: el.scrollTop, height: el.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    el.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', measure);
    };
  }, []);

  useEffect(() => {
    const el = viewport.current;
    if (!el || follow === undefined) return;
    const top = Math.max(0, follow * rowHeight - el.clientHeight * followAt);
    el.scrollTo({ top, behavior: 'smooth' });
  }, [follow, followAt, rowHeight]);

  const first = Math.floor(view.top / rowHeight) - overscan;
  const last = Math.ceil((view.top + view.height) / rowHeight) + overscan;
  const near = (place: number | undefined) => place !== undefined && place >= first && place <= last;
  const shown: { item: T; key: string; place: number }[] = [];
  items.forEach((item, place) => {
    const key = keyOf(item);
    if (near(place) || near(lastPlaces.current.get(key)) || pinned?.has(key))
      shown.push({ item, key, place });
  });

  useEffect(() => {
    lastPlaces.current = new Map(items.map((item, place) => [keyOf(item), place]));
  });

  return (
    <div ref={viewport} className={['moving-rows', className].filter(Boolean).join(' ')}>
      <div className="moving-rows-track" style={{ height: items.length * rowHeight }}>
        {shown.map(({ item, key, place }) => (
          <div
            key={key}
            className="moving-row"
            data-place={place}
            style={{ height: rowHeight, transform: `translateY(${place * rowHeight}px)` }}
          >
            {renderRow(item, place)}
          </div>
        ))}
      </div>
    </div>
  );
}
