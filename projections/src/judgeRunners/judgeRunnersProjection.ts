import type { ProductEvent } from '@oj/events';
import type { ColumnType, Selectable } from 'kysely';
import { defineProjection } from '../projector/projection';
import { judgeRunnerView } from './queries';

export type JudgeRunnersTables = {
  judge_runners: {
    name: string;
    slots: number;
    busy: number;
    load: number;
    version: string;
    state: string;
    last_seen: ColumnType<Date, Date, Date>;
    /** The languages it cannot run (empty when it has not said). */
    missing_languages: ColumnType<string[], string[] | undefined, string[]>;
    /** A remote runner's banks (empty for a local runner). */
    banks: ColumnType<string[], string[] | undefined, string[]>;
  };
};
export type JudgeRunnerRow = Selectable<JudgeRunnersTables['judge_runners']>;

/** The judge status page's room: each report, as the page shows the runner. The admin roles only. */
export const JUDGE_RUNNERS_TOPIC = 'admin:judge-runners';

/** The admin's judge status page: each runner's last report, pushed to its room as it arrives. */
export const judgeRunnersProjection = defineProjection<ProductEvent>({
  name: 'judge-runners',
  handles: ['JudgeRunnerReported'],
  tables: ['judge_runners'],
  async apply(event, { db, publish }) {
    if (event.type !== 'JudgeRunnerReported') return;
    const { missingLanguages = [], banks = [], ...report } = event.data;
    const row = {
      ...report,
      missing_languages: missingLanguages,
      banks,
      last_seen: new Date(event.metadata.at),
    };
    await db
      .withTables<JudgeRunnersTables>()
      .insertInto('judge_runners')
      .values(row)
      .onConflict((oc) => oc.column('name').doUpdateSet(row))
      .execute();
    publish(JUDGE_RUNNERS_TOPIC, judgeRunnerView(row));
  },
});
