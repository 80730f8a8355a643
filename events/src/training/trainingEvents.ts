import { z } from 'zod';
import { defineEvent } from '../catalogue/defineEvent';
import { secret } from '../catalogue/secrets';
import { trainingAuthSchema } from '../vocabulary/trainingKinds';
import { trainingLimits as l } from './trainingRules';

/**
 * Trainings (spec 02 sections 2-9, spec 03's admin form). Stream `training-<tid>`: created, edited,
 * deleted; its problems added, removed, put in order and shown or hidden one by one; users registered.
 * Categories (name and colour) are one stream, `training-categories`.
 *
 * @example
 * { type: 'TrainingCreated', data: { id: 3, fields: { rank: 1000, title: 'Classic 90', description: '...',
 *   auth: 'Public', privatePwd: '', categoryId: 1, status: true, gid: null }, author: { uid: 'u1', username: 'root' } } }
 */
const id = z.number().int().positive();
const pid = z.number().int().positive();

export const trainingFields = z.object({
  rank: z.number().int().min(0).max(l.rankMax),
  title: z.string().min(1).max(l.titleMaxLength),
  description: z.string().min(1).max(l.descriptionMaxLength),
  auth: trainingAuthSchema,
  /** The entry password of a private training; admins read it back in the form, no reader of events sees it. */
  privatePwd: secret(z.string().max(l.passwordMaxLength)),
  categoryId: id,
  /** Shown in the public list (the admin list's switch). */
  status: z.boolean(),
  /** The group of a group training (groups come later): always null today. */
  gid: z.number().int().positive().nullable(),
});
export type TrainingFields = z.infer<typeof trainingFields>;

export const TrainingCreated = defineEvent('TrainingCreated', {
  schema: z.object({
    id,
    fields: trainingFields,
    author: z.object({ uid: z.string(), username: z.string() }),
  }),
});
/** Only the fields that changed. */
export const TrainingUpdated = defineEvent('TrainingUpdated', {
  schema: z.object({ id, changes: trainingFields.omit({ gid: true }).partial() }),
});
export const TrainingDeleted = defineEvent('TrainingDeleted', { schema: z.object({ id }) });
/** Added at the end of the list, shown. */
export const TrainingProblemAdded = defineEvent('TrainingProblemAdded', { schema: z.object({ id, pid }) });
export const TrainingProblemRemoved = defineEvent('TrainingProblemRemoved', {
  schema: z.object({ id, pid }),
});
/** The whole list in its new order. */
export const TrainingProblemsReordered = defineEvent('TrainingProblemsReordered', {
  schema: z.object({ id, pids: z.array(pid).max(l.problemsMax) }),
});
/** A hidden problem stays in the training for its admins only: not listed, not counted in the rank. */
export const TrainingProblemVisibilityChanged = defineEvent('TrainingProblemVisibilityChanged', {
  schema: z.object({ id, pid, visible: z.boolean() }),
});
export const TrainingRegistered = defineEvent('TrainingRegistered', {
  schema: z.object({ id, uid: z.string().min(1), username: z.string() }),
});

const category = z.object({
  id,
  name: z.string().min(1).max(l.categoryNameMaxLength),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
});
export const TrainingCategoryCreated = defineEvent('TrainingCategoryCreated', { schema: category });
export const TrainingCategoryUpdated = defineEvent('TrainingCategoryUpdated', { schema: category });
export const TrainingCategoryDeleted = defineEvent('TrainingCategoryDeleted', { schema: z.object({ id }) });

export const trainingEvents = [
  TrainingCreated,
  TrainingUpdated,
  TrainingDeleted,
  TrainingProblemAdded,
  TrainingProblemRemoved,
  TrainingProblemsReordered,
  TrainingProblemVisibilityChanged,
  TrainingRegistered,
  TrainingCategoryCreated,
  TrainingCategoryUpdated,
  TrainingCategoryDeleted,
] as const;

export const trainingStreamId = (tid: number) => `training-${tid}`;
export const TRAINING_CATEGORIES_STREAM = 'training-categories';
/** The live room of a training's rank (and its readers' progress). */
export const trainingRankTopic = (tid: number) => `training:${tid}:rank`;
