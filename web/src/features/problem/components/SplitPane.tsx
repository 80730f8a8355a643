import { IconButton, Tooltip } from '@radix-ui/themes';
import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronRightIcon } from '@/components/icons';
import { dividerPx, dragTo, layoutSplit } from '../model/split';

interface SplitPaneProps {
  left: ReactNode;
  right: ReactNode;
}

/** How far an arrow key moves the divider. */
const keyStepPx = 32;
const collapsedDividerPx = 36;

/**
 * The statement and the editor side by side, split by a divider the reader drags (or moves with the
 * arrow keys). Dragged under 420 px the statement folds away; the editor keeps 580 px. Where both do
 * not fit, one goes above the other. The panes stay mounted through every change, so the editor
 * keeps its undo history.
 */
export function SplitPane({ left, right }: SplitPaneProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [leftShare, setLeftShare] = useState(0.5);
  const [collapsed, setCollapsed] = useState(false);
  const [dragging, setDragging] = useState(false);

  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const layout = layoutSplit(width, leftShare, collapsed);

  const moveTo = (pointerPx: number) => {
    const next = dragTo(width, pointerPx);
    setCollapsed(next.collapsed);
    if (!next.collapsed) setLeftShare(next.leftShare);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!dragging || !container.current) return;
    moveTo(event.clientX - container.current.getBoundingClientRect().left);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.releasePointerCapture(event.pointerId);
    setDragging(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (layout.mode !== 'split') return;
    const step = event.key === 'ArrowLeft' ? -keyStepPx : event.key === 'ArrowRight' ? keyStepPx : 0;
    if (step === 0) return;
    event.preventDefault();
    if (layout.collapsed) {
      if (step > 0) setCollapsed(false);
      return;
    }
    moveTo(layout.leftPx + dividerPx / 2 + step);
  };

  const split = layout.mode === 'split';
  // A collapsed statement is hidden, so it takes no column; the divider widens to hold the button
  // that brings it back.
  const columns =
    split && layout.collapsed
      ? [`${collapsedDividerPx}px`]
      : [`${split ? layout.leftPx : 0}px`, `${dividerPx}px`];
  const style = split ? { gridTemplateColumns: [...columns, 'minmax(0, 1fr)'].join(' ') } : undefined;
  return (
    <div
      ref={container}
      className="split-pane"
      data-mode={layout.mode}
      data-collapsed={split && layout.collapsed ? '' : undefined}
      data-dragging={dragging ? '' : undefined}
      style={style}
    >
      <div className="split-left" hidden={split && layout.collapsed}>
        {left}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a focusable, draggable separator has no HTML element */}
      <div
        className="split-divider"
        role="separator"
        aria-orientation="vertical"
        aria-label={t('problem.divider')}
        aria-valuemin={0}
        aria-valuemax={Math.round(width)}
        aria-valuenow={split ? layout.leftPx : 0}
        tabIndex={split ? 0 : -1}
        hidden={!split}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onKeyDown={onKeyDown}
      >
        {split && layout.collapsed ? (
          <Tooltip content={t('problem.expand')}>
            <IconButton
              size="1"
              variant="solid"
              className="split-expand"
              aria-label={t('problem.expand')}
              onPointerDown={(event) => event.stopPropagation()}
              onClick={() => setCollapsed(false)}
            >
              <ChevronRightIcon size={12} />
            </IconButton>
          </Tooltip>
        ) : null}
      </div>
      <div className="split-right">{right}</div>
    </div>
  );
}
