import type { ProductEvent, RecordedEvent } from '@oj/events';
import type { Db, Publish } from './acInfos';
import { contestPrintTopic, type PrintChange, printView } from './helperViews';

type Event = RecordedEvent<ProductEvent>;

/** Prints: a contestant's text arrives (status 0), an admin marks it printed (status 1). */
export async function applyPrint(db: Db, cid: number, event: Event, publish: Publish): Promise<void> {
  let id: number;
  if (event.type === 'ContestPrintSubmitted') {
    const { uid, username, content } = event.data;
    id = event.data.id;
    await db
      .insertInto('contest_prints')
      .values({ id, cid, uid, username, content, status: 0, created_at: new Date(event.metadata.at) })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  } else if (event.type === 'ContestPrintPrinted') {
    id = event.data.id;
    await db
      .updateTable('contest_prints')
      .set({ status: 1 })
      .where('id', '=', id)
      .where('cid', '=', cid)
      .execute();
  } else return;
  const row = await db
    .selectFrom('contest_prints')
    .leftJoin('contest_helper_users', 'contest_helper_users.uid', 'contest_prints.uid')
    .select([
      'contest_prints.id',
      'contest_prints.cid',
      'contest_prints.uid',
      'contest_prints.username',
      'contest_prints.status',
      'contest_prints.created_at',
      'contest_helper_users.realname',
    ])
    .where('contest_prints.id', '=', id)
    .where('contest_prints.cid', '=', cid)
    .executeTakeFirst();
  if (!row) return;
  const change: PrintChange = { kind: 'rows', rows: [printView(row, row.realname)] };
  publish(contestPrintTopic(cid), change);
}
