import { describe, expect, it } from 'vitest';
import { dragTo, layoutSplit, minLeftPx, minRightPx } from './split';

describe('layoutSplit', () => {
  it('puts the panes side by side when both fit, halves by default', () => {
    expect(layoutSplit(1248, 0.5, false)).toEqual({ mode: 'split', leftPx: 624, collapsed: false });
  });

  it('stacks them when the editor could not keep 580 px beside a 420 px statement', () => {
    expect(layoutSplit(1000, 0.5, false)).toEqual({ mode: 'stacked' });
    expect(layoutSplit(1012, 0.5, false).mode).toBe('split');
  });

  it('keeps the editor at 580 px at least and the statement at 420 px at least', () => {
    const wide = layoutSplit(1248, 0.9, false);
    expect(wide.mode === 'split' && 1248 - wide.leftPx - 12).toBe(minRightPx);
    const narrow = layoutSplit(1248, 0.1, false);
    expect(narrow.mode === 'split' && narrow.leftPx).toBe(minLeftPx);
  });

  it('shows only the editor while the statement is collapsed', () => {
    expect(layoutSplit(1248, 0.5, true)).toEqual({ mode: 'split', leftPx: 0, collapsed: true });
  });
});

describe('dragTo', () => {
  it('follows the pointer between the two minimums', () => {
    expect(dragTo(1200, 506)).toEqual({ leftShare: 500 / 1200, collapsed: false });
  });

  it('stops short of squeezing the editor', () => {
    const drag = dragTo(1200, 1150);
    expect(drag.collapsed === false && drag.leftShare * 1200).toBe(1200 - minRightPx - 12);
  });

  it('collapses the statement when dragged under 420 px', () => {
    expect(dragTo(1200, 300)).toEqual({ collapsed: true });
    expect(dragTo(1200, 427).collapsed).toBe(false);
  });
});
