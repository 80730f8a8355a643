import type { ProductEvent } from '@oj/events';
import type { ColumnType, Selectable } from 'kysely';
import { defineProjection } from '../projector/projection';

export type JudgeRunnersTables = {
  judge_runners: {
    name: string;
    slots: number;
    busy: number;
    load: number;
    version: string;
    state: string;
    last_seen: ColumnType<Date, Date, Date>;
  };
};
export type JudgeRunnerRow = Selectable<JudgeRunnersTables['judge_runners']>;

/** The admin's judge status page: each runner's last report. */
export const judgeRunnersProjection = defineProjection<ProductEvent>({
  name: 'judge-runners',
  handles: ['JudgeRunnerReported'],
  tables: ['judge_runners'],
  async apply(event, { db }) {
    if (event.type !== 'JudgeRunnerReported') return;
    const row = { ...event.data, last_seen: new Date(event.metadata.at) };
    await db
      .withTables<JudgeRunnersTables>()
      .insertInto('judge_runners')
      .values(row)
      .onConflict((oc) => oc.column('name').doUpdateSet(row))
      .execute();
  },
});
