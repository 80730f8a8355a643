import {
  trainingAuthSchema,
  trainingBody,
  trainingCategoryRule,
  trainingDescriptionRule,
  trainingPasswordRule,
  trainingRankRule,
  trainingTitleRule,
} from '@oj/events';
import { z } from 'zod';
import { idParam } from '../app/decimalInt';

/** A training's form (spec 03 section 3), shared by the back office's and a group's training routes. */
const password = trainingPasswordRule;
/** The web's training dialogs check the same body (`trainingForm` in `@oj/events/contracts`). */
export const createBody = trainingBody;
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
