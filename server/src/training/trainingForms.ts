import {
  TrainingAuth,
  trainingAuthSchema,
  trainingCategoryRule,
  trainingDescriptionRule,
  trainingLimits,
  trainingRankRule,
  trainingTitleRule,
} from '@oj/events';
import { z } from 'zod';
import { idParam } from '../app/decimalInt';

/** A training's form (spec 03 section 3), shared by the back office's and a group's training routes. */
const password = z.string().max(trainingLimits.passwordMaxLength);
export const createBody = z.object({
  rank: trainingRankRule.default(trainingLimits.defaultRank),
  title: trainingTitleRule,
  description: trainingDescriptionRule,
  auth: trainingAuthSchema.default(TrainingAuth.public),
  privatePwd: password.default(''),
  categoryId: trainingCategoryRule,
  status: z.boolean().default(true),
});
export const updateBody = z.object({
  id: idParam,
  rank: trainingRankRule.optional(),
  title: trainingTitleRule.optional(),
  description: trainingDescriptionRule.optional(),
  auth: trainingAuthSchema.optional(),
  privatePwd: password.optional(),
  categoryId: trainingCategoryRule.optional(),
  status: z.boolean().optional(),
});
