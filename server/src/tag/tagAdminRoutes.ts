import Router from '@koa/router';
import {
  classificationForm,
  classificationUpdateBody,
  type EventMetadata,
  TAG_HOME_OJ,
  tagForm,
  tagUpdateBody,
} from '@oj/events';
import {
  classificationById,
  classificationsOfBank,
  problemCountsByTagName,
  problemsTagged,
  tagById,
  tagsOfBank,
} from '@oj/projections';
import { z } from 'zod';
import { commandMetadata } from '../app/commandMetadata';
import { idParam } from '../app/decimalInt';
import { ok } from '../app/envelope';
import { HttpError } from '../app/httpError';
import type { Services } from '../app/services';
import { parseInput } from '../app/validate';
import { requireAdmin } from '../auth/authMiddleware';
import { runProblemCommand } from '../problem/problemCommands';
import { runTagCommand } from './tagCommands';
import type { TagFields } from './tagDecider';
import { ojQuery } from './tagRoutes';
import { classificationView, tagView } from './tagView';

const id = idParam;
/**
 * Tag and tag classification CRUD for admin roles (spec 03: "tag and tag classification CRUD"); the bodies' rules
 * are the web dialogs' too (`events/src/tag/tagRules.ts`).
 */
export function tagAdminRoutes(services: Services) {
  const router = new Router({ prefix: '/api/admin' });
  router.use(requireAdmin());
  const { db } = services;

  const tagRow = async (tagId: number) => {
    const row = await tagById(db, tagId);
    if (!row) throw new HttpError(404, 'The tag does not exist');
    return row;
  };
  const classificationRow = async (classificationId: number) => {
    const row = await classificationById(db, classificationId);
    if (!row) throw new HttpError(404, 'The tag classification does not exist');
    return row;
  };

  router.get('/tag', async (ctx) => {
    const { oj = 'ALL' } = parseInput(ojQuery, ctx.query);
    const rows = await tagsOfBank(db, oj);
    const used = await problemCountsByTagName(db);
    ok(
      ctx,
      rows.map((row) => ({
        ...tagView(row),
        problemCount: row.oj === TAG_HOME_OJ ? (used.get(row.name) ?? 0) : 0,
      })),
    );
  });

  router.post('/tag', async (ctx) => {
    const body = parseInput(tagForm, ctx.request.body);
    const result = await runTagCommand(services, commandMetadata(ctx), {
      type: 'CreateTag',
      name: body.name,
      oj: body.oj,
      color: body.color || null,
      classificationId: body.tcid,
    });
    const created = result.events.find((e) => e.type === 'TagCreated');
    ok(ctx, created ? tagView(await tagRow(created.data.id)) : null);
  });

  router.put('/tag', async (ctx) => {
    const body = parseInput(tagUpdateBody, ctx.request.body);
    const before = await tagRow(body.id);
    const metadata = commandMetadata(ctx);
    const changes: Partial<TagFields> = {
      name: body.name,
      oj: body.oj,
      color: body.color || undefined,
      classificationId: body.tcid,
    };
    await runTagCommand(services, metadata, { type: 'UpdateTag', id: body.id, changes });
    const after = await tagRow(body.id);
    await retagProblems(services, metadata, homeName(before), homeName(after));
    ok(ctx, tagView(after));
  });

  router.delete('/tag', async (ctx) => {
    const { tid } = parseInput(z.object({ tid: id }), ctx.query);
    const before = await tagRow(tid);
    const metadata = commandMetadata(ctx);
    await runTagCommand(services, metadata, { type: 'DeleteTag', id: tid });
    await retagProblems(services, metadata, homeName(before), null);
    ok(ctx, null);
  });

  router.get('/tag/classification', async (ctx) => {
    const { oj = 'ALL' } = parseInput(ojQuery, ctx.query);
    ok(ctx, (await classificationsOfBank(db, oj)).map(classificationView));
  });

  router.post('/tag/classification', async (ctx) => {
    const body = parseInput(classificationForm, ctx.request.body);
    const result = await runTagCommand(services, commandMetadata(ctx), {
      type: 'CreateClassification',
      ...body,
    });
    const created = result.events.find((e) => e.type === 'TagClassificationCreated');
    ok(ctx, created ? classificationView(await classificationRow(created.data.id)) : null);
  });

  router.put('/tag/classification', async (ctx) => {
    const { id: classificationId, ...changes } = parseInput(classificationUpdateBody, ctx.request.body);
    await runTagCommand(services, commandMetadata(ctx), {
      type: 'UpdateClassification',
      id: classificationId,
      changes,
    });
    ok(ctx, classificationView(await classificationRow(classificationId)));
  });

  router.delete('/tag/classification', async (ctx) => {
    const { tcid: classificationId } = parseInput(z.object({ tcid: id }), ctx.query);
    await runTagCommand(services, commandMetadata(ctx), {
      type: 'DeleteClassification',
      id: classificationId,
    });
    ok(ctx, null);
  });

  return router;
}

/** The name problems know a tag by: only tags of our own bank are on problems. */
const homeName = (tag: { name: string; oj: string }) => (tag.oj === TAG_HOME_OJ ? tag.name : null);

/**
 * Problems name their tags, so renaming a tag renames it on every problem that has it, and deleting
 * one (or moving it to another bank) takes it off them: one ProblemUpdated per problem, in the audit.
 */
async function retagProblems(
  services: Services,
  metadata: EventMetadata,
  from: string | null,
  to: string | null,
): Promise<void> {
  if (from === null || from === to) return;
  const rows = await problemsTagged(services.db, from);
  for (const row of rows) {
    const tags = [
      ...new Set(row.tags.flatMap((name) => (name === from ? (to === null ? [] : [to]) : [name]))),
    ];
    await runProblemCommand(services, metadata, row.pid, { type: 'UpdateProblem', changes: { tags } });
  }
}
