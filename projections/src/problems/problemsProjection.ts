import { ApplyPublicProgress, groupContentTopic, type ProblemFields, type ProductEvent } from '@oj/events';
import { defineProjection } from '../projector/projection';
import type { ProblemsTables } from './problemsTable';

/**
 * Problems as lists and details read them. Tags are names here; the `tags` projection (stream `tags`)
 * gives them ids, colours and classifications.
 */
export const problemsProjection = defineProjection<ProductEvent>({
  name: 'problems',
  handles: [
    'ProblemCreated',
    'ProblemUpdated',
    'ProblemTestCasesReplaced',
    'ProblemDeleted',
    'ProblemPublicApplied',
    'ProblemPublicApplicationCancelled',
    'ProblemMadePublic',
    'ProblemPublicApplicationRefused',
  ],
  tables: ['problems'],
  async apply(event, { db: trx, publish }) {
    const db = trx.withTables<ProblemsTables>();
    const pid = Number(event.streamId.slice('problem-'.length));
    const at = new Date(event.metadata.at);
    // A group's problems list follows `group:<gid>:content` (no content: its members read the list again).
    const gid =
      event.type === 'ProblemCreated'
        ? (event.data.gid ?? null)
        : ((await db.selectFrom('problems').select('gid').where('pid', '=', pid).executeTakeFirst())?.gid ??
          null);
    if (gid !== null) publish(groupContentTopic(gid), { kind: 'problems' });
    switch (event.type) {
      case 'ProblemCreated': {
        const { fields, testCases } = event.data;
        await db
          .insertInto('problems')
          .values({
            pid,
            ...summaryOf(fields),
            fields: JSON.stringify(fields),
            test_cases: JSON.stringify(testCases),
            author_uid: event.metadata.actorUid,
            gid: event.data.gid ?? null,
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
      case 'ProblemPublicApplied':
      case 'ProblemPublicApplicationCancelled':
      case 'ProblemMadePublic':
      case 'ProblemPublicApplicationRefused':
        await db
          .updateTable('problems')
          .set({ apply_public_progress: progressAfter[event.type] })
          .where('pid', '=', pid)
          .execute();
        return;
    }
  },
});

const progressAfter = {
  ProblemPublicApplied: ApplyPublicProgress.applying,
  ProblemPublicApplicationCancelled: null,
  ProblemMadePublic: ApplyPublicProgress.public,
  ProblemPublicApplicationRefused: ApplyPublicProgress.refused,
} as const;

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
