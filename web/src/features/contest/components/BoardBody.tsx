import { Table } from '@radix-ui/themes';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import type { BoardRow } from '../api/boardRowSchema';
import { pinnedCopies, rowKeys, shownName } from '../model/boardRows';
import { AcmBoardRow, OiBoardRow } from './BoardRows';
import type { FollowControl } from './BoardTable';

/** Pages up to this long render every row; longer ones only the rows in view. */
export const windowedFrom = 150;
/** A one-line row's height in the size-1 table; rows with a school line are measured. */
const estimatedRowPx = 41;

export interface BoardBodyProps {
  rows: readonly BoardRow[];
  problems: readonly string[];
  oi: boolean;
  columns: number;
  userHref?: (row: BoardRow) => string;
  mineUid?: string;
  showName?: string | null;
  follow?: FollowControl;
}

/** The board's rows: all of them on a short page, a window of them on a long one. */
export function BoardBody(props: BoardBodyProps) {
  return props.rows.length > windowedFrom ? <WindowedBody {...props} /> : <FullBody {...props} />;
}

function FullBody({ rows, problems, oi, userHref, mineUid, showName, follow }: BoardBodyProps) {
  const Row = oi ? OiBoardRow : AcmBoardRow;
  const keys = rowKeys(rows);
  const pinned = pinnedCopies(rows);
  return (
    <Table.Body>
      {rows.map((row, i) => (
        <Row
          key={keys[i]}
          pinned={pinned.has(i)}
          {...rowProps(row, problems, userHref, mineUid, showName, follow)}
        />
      ))}
    </Table.Body>
  );
}

/**
 * Only the rows near the viewport are in the DOM (a 10,000-row board stays light to scroll and to
 * update); spacer rows above and below keep the page's full height, so the window scrolls as usual.
 */
function WindowedBody({ rows, problems, oi, columns, userHref, mineUid, showName, follow }: BoardBodyProps) {
  const Row = oi ? OiBoardRow : AcmBoardRow;
  const keys = rowKeys(rows);
  const pinned = pinnedCopies(rows);
  const body = useRef<HTMLTableSectionElement>(null);
  const [offset, setOffset] = useState(0);
  // Where the rows start on the page: the virtualizer counts window scrolling from there. What is above
  // the board (filters, notices) can change its height, so it is read again on resize and new pages.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page length is the cue to measure again.
  useLayoutEffect(() => {
    const place = () => {
      const top = body.current?.getBoundingClientRect().top;
      if (top !== undefined) setOffset(Math.round(top + window.scrollY));
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [rows.length]);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => estimatedRowPx,
    overscan: 12,
    scrollMargin: offset,
    getItemKey: (index) => keys[index] ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const before = (items[0]?.start ?? offset) - offset;
  const after = virtualizer.getTotalSize() - ((items.at(-1)?.end ?? offset) - offset);
  return (
    <Table.Body ref={body} data-windowed="">
      <Spacer height={before} columns={columns} />
      {items.map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        return (
          <Row
            key={item.key}
            index={item.index}
            pinned={pinned.has(item.index)}
            measure={virtualizer.measureElement}
            {...rowProps(row, problems, userHref, mineUid, showName, follow)}
          />
        );
      })}
      <Spacer height={after} columns={columns} />
    </Table.Body>
  );
}

function Spacer({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    <tr className="board-spacer">
      <td colSpan={columns} style={{ height }} />
    </tr>
  );
}

function rowProps(
  row: BoardRow,
  problems: readonly string[],
  userHref: BoardBodyProps['userHref'],
  mineUid: string | undefined,
  showName: string | null | undefined,
  follow: FollowControl | undefined,
) {
  return {
    row,
    name: shownName(row, showName),
    problems,
    userHref: userHref?.(row),
    mine: row.uid === mineUid,
    followed: follow?.isFollowed(row.uid) ?? false,
    // The reader's own row is always at the top: nothing to follow there.
    onFollow: row.uid === mineUid ? undefined : follow?.toggle,
  };
}
