import { z } from 'zod';
import { TrainingAuth, trainingAuthSchema } from '../vocabulary/trainingKinds';

/**
 * The training rules of spec 02 (sections 4-9) and spec 03 (the admin form), with their messages: the
 * server enforces them and the web checks the same before sending. Pure zod (`@oj/events/contracts`).
 *
 * @example
 * trainingForm.parse({ rank: 1000, title: 'Basics', description: 'Start here', auth: 'Public',
 *   privatePwd: '', categoryId: 1, status: true })
 */
export const trainingLimits = {
  /** Spec 02 section 9. */
  pageSize: 15,
  rankPageSize: 30,
  titleMaxLength: 255,
  descriptionMaxLength: 65_535,
  passwordMaxLength: 100,
  categoryNameMaxLength: 50,
  /** Spec 03 section 9: 0 to 2147483647, default 1000. */
  rankMax: 2_147_483_647,
  defaultRank: 1000,
  problemsMax: 500,
} as const;

export const trainingMessages = {
  enterPassword: 'Enter the training password',
  wrongPassword: 'The training password is wrong',
  loginFirst: 'Please login first',
  notFound: 'The training does not exist',
  registerFirst: 'This training is not public: register for it first',
  alreadyRegistered: 'You have already registered for this training',
  publicNoRegister: 'This training is public: no registration is needed',
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  categoryRequired: 'Category is required',
  rankRequired: 'Rank is required',
  rankRange: `Rank must be between 0 and ${trainingLimits.rankMax}`,
  passwordRequired: 'The password is required for a private training',
  titleTooLong: `Title can not exceed ${trainingLimits.titleMaxLength}`,
  descriptionTooLong: `Description can not exceed ${trainingLimits.descriptionMaxLength}`,
  categoryMissing: 'The category does not exist',
  categoryNameRequired: 'The category name is required',
  categoryNameTooLong: `The category name can not exceed ${trainingLimits.categoryNameMaxLength}`,
  categoryColorInvalid: 'The colour must be like #1e90ff',
  categoryTaken: 'A training category with this name already exists',
  categoryInUse: 'The category still has trainings',
  problemMissing: 'The problem does not exist',
  problemAlreadyIn: 'The problem is already in the training',
  problemNotIn: 'The problem is not in the training',
  orderMismatch: "The order must list each of the training's problems once",
  tooManyProblems: `A training holds at most ${trainingLimits.problemsMax} problems`,
} as const;

const m = trainingMessages;
const l = trainingLimits;

export const trainingTitleRule = z
  .string({ error: m.titleRequired })
  .trim()
  .min(1, m.titleRequired)
  .max(l.titleMaxLength, m.titleTooLong);
export const trainingDescriptionRule = z
  .string({ error: m.descriptionRequired })
  .refine((s) => s.trim().length > 0, m.descriptionRequired)
  .refine((s) => s.length <= l.descriptionMaxLength, m.descriptionTooLong);
export const trainingRankRule = z
  .number({ error: m.rankRequired })
  .int(m.rankRange)
  .min(0, m.rankRange)
  .max(l.rankMax, m.rankRange);
export const trainingCategoryRule = z
  .number({ error: m.categoryRequired })
  .int()
  .positive(m.categoryRequired);
export const trainingPasswordRule = z.string().max(l.passwordMaxLength);
/**
 * A new training as `POST /api/admin/training` and `POST /api/group/training` take it (spec 03 sections 2, 3
 * and 5): rank, title, description and category, the rest defaulted.
 */
export const trainingBody = z.object({
  rank: trainingRankRule.default(l.defaultRank),
  title: trainingTitleRule,
  description: trainingDescriptionRule,
  auth: trainingAuthSchema.default(TrainingAuth.public),
  privatePwd: trainingPasswordRule.default(''),
  categoryId: trainingCategoryRule,
  /** Visible in the public list. */
  status: z.boolean().default(true),
});
/** The back office's and a group's training form: the route's body, and a password when private (the decider's rule). */
export const trainingForm = trainingBody.superRefine((form, ctx) => {
  if (form.auth === TrainingAuth.private && form.privatePwd.trim() === '')
    ctx.addIssue({ code: 'custom', path: ['privatePwd'], message: m.passwordRequired });
});
export type TrainingForm = z.infer<typeof trainingForm>;

export const trainingCategoryNameRule = z
  .string({ error: m.categoryNameRequired })
  .trim()
  .min(1, m.categoryNameRequired)
  .max(l.categoryNameMaxLength, m.categoryNameTooLong);
export const trainingCategoryColorRule = z
  .string({ error: m.categoryColorInvalid })
  .regex(/^#[0-9a-fA-F]{6}$/, m.categoryColorInvalid);
