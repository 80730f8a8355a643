import { PrintStatus, type ProductEvent, type RecordedEvent } from '@oj/events';
import type { Db, Publish } from './acInfos';
import { contestPrintTopic, type PrintChange } from './helperViews';
import { printRows } from './queries';

type Event = RecordedEvent<ProductEvent>;

/** Prints: a contestant's text arrives (waiting), an admin marks it printed. */
export async function applyPrint(db: Db, cid: number, event: Event, publish: Publish): Promise<void> {
  let id: number;
  if (event.type === 'ContestPrintSubmitted') {
    const { uid, username, content } = event.data;
    id = event.data.id;
    await db
      .insertInto('contest_prints')
      .values({
        id,
        cid,
        uid,
        username,
        content,
        status: PrintStatus.waiting,
        created_at: new Date(event.metadata.at),
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  } else if (event.type === 'ContestPrintPrinted') {
    id = event.data.id;
    await db
      .updateTable('contest_prints')
      .set({ status: PrintStatus.printed })
      .where('id', '=', id)
      .where('cid', '=', cid)
      .execute();
  } else return;
  const { rows } = await printRows(db, { cid, ids: [id] });
  if (rows.length === 0) return;
  const change: PrintChange = { kind: 'rows', rows };
  publish(contestPrintTopic(cid), change);
}
