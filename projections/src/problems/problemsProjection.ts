import type { ProblemFields, ProductEvent } from '@oj/events';
import type { Transaction } from 'kysely';
import { defineProjection } from '../projector/projection';
import type { ProjectorTables } from '../projector/tables';
import type { ProblemsTables } from './problemsTable';

const TAG_COLORS = ['#3b82f6', '#10b981', '#f59e0b', '#ef4444', '#8b5cf6', '#06b6d4', '#ec4899', '#84cc16'];

/**
 * Problems as lists and details read them, plus the tag table: a tag exists once some problem used
 * its name, with an id and colour given in event order (so a rebuild gives the same ones).
 */
export const problemsProjection = defineProjection<ProductEvent>({
  name: 'problems',
  handles: ['ProblemCreated', 'ProblemUpdated', 'ProblemTestCasesReplaced', 'ProblemDeleted'],
  tables: ['problems', 'problem_tags'],
  async apply(event, { db: trx }) {
    const db = trx.withTables<ProblemsTables>();
    const pid = Number(event.streamId.slice('problem-'.length));
    const at = new Date(event.metadata.at);
    switch (event.type) {
      case 'ProblemCreated': {
        const { fields, testCases } = event.data;
        await ensureTags(db, fields.tags);
        await db
          .insertInto('problems')
          .values({
            pid,
            ...summaryOf(fields),
            fields: JSON.stringify(fields),
            test_cases: JSON.stringify(testCases),
            author_uid: event.metadata.actorUid,
            created_at: at,
            updated_at: at,
          })
          .execute();
        return;
      }
      case 'ProblemUpdated': {
        const row = await db
          .selectFrom('problems')
          .select('fields')
          .where('pid', '=', pid)
          .executeTakeFirst();
        if (!row) return;
        const fields = { ...row.fields, ...event.data.changes };
        await ensureTags(db, fields.tags);
        await db
          .updateTable('problems')
          .set({ ...summaryOf(fields), fields: JSON.stringify(fields), updated_at: at })
          .where('pid', '=', pid)
          .execute();
        return;
      }
      case 'ProblemTestCasesReplaced':
        await db
          .updateTable('problems')
          .set({ test_cases: JSON.stringify(event.data.testCases), updated_at: at })
          .where('pid', '=', pid)
          .execute();
        return;
      case 'ProblemDeleted':
        await db.deleteFrom('problems').where('pid', '=', pid).execute();
        return;
    }
  },
});

function summaryOf(fields: ProblemFields) {
  return {
    problem_id: fields.problemId,
    problem_id_key: fields.problemId.toLowerCase(),
    title: fields.title,
    difficulty: fields.difficulty,
    type: fields.type,
    auth: fields.auth,
    tags: fields.tags,
  };
}

async function ensureTags(db: Transaction<ProjectorTables & ProblemsTables>, names: readonly string[]) {
  for (const name of names) {
    const { count } = await db
      .selectFrom('problem_tags')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    await db
      .insertInto('problem_tags')
      .values({ name, color: TAG_COLORS[Number(count) % TAG_COLORS.length] ?? '#3b82f6' })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  }
}
