import { z } from 'zod';
import { defineEvent } from '../catalogue/defineEvent';
import { secret } from '../catalogue/secrets';
import { ContestAuth, ContestType } from '../vocabulary/contestKinds';
import {
  accountNumberRule,
  awardCountRule,
  awardNameRule,
  awardPriorityRule,
  contestColourRule,
  contestDescriptionRule,
  contestLimits,
  contestPenaltyRule,
  contestTitleRule,
  starAccountRule,
} from './contestFormRules';
import { contestProfileSchema } from './contestProfile';

/**
 * Stream `contest-<cid>`: a contest's settings (every field of the spec's contest form, spec 03
 * sections 3-5), its problems, announcements and registrations. Times are ISO-8601 instants.
 *
 * @example
 * { type: 'ContestProblemAdded', data: { pid: 1001, displayId: 'A', displayTitle: 'A+B', color: '#e6bf25' } }
 */
const instant = z.iso.datetime({ offset: true });
const colour = contestColourRule;

export const contestType = z.literal([ContestType.acm, ContestType.oi]);
export const contestAuth = z.literal([ContestAuth.public, ContestAuth.private, ContestAuth.protected]);

export const awardConfig = z.object({
  priority: awardPriorityRule,
  name: awardNameRule,
  background: colour,
  color: colour,
  /** A percentage (awardType 1) or a count (awardType 2). */
  num: awardCountRule,
});

/** Who may enter when openAccountLimit is on: prefix + number in [from, to] + suffix, or a listed name. */
export const accountLimitRule = z.object({
  prefix: z.string().max(50),
  suffix: z.string().max(50),
  numberFrom: accountNumberRule.nullable(),
  numberTo: accountNumberRule.nullable(),
  /** Further allowed usernames, one per line. */
  extraAccount: z.string().max(100_000),
});
export type AccountLimitRule = z.infer<typeof accountLimitRule>;

export const contestFields = z.object({
  title: contestTitleRule,
  description: contestDescriptionRule,
  startTime: instant,
  endTime: instant,
  type: contestType,
  auth: contestAuth,
  /** The entry password (private contests; optional for protected ones). Admins read it back in the form; never shown from events. */
  pwd: secret(z.string().max(contestLimits.passwordMaxLength)),
  sealRank: z.boolean(),
  /** When the public board freezes (null: not sealed); the form offers end-30 min, end-60 min, or the start. */
  sealRankTime: instant.nullable(),
  /** After the end everybody sees the real board; off: it stays sealed until sealRank is switched off. */
  autoRealRank: z.boolean(),
  /** The outside scoreboard without login. */
  openRank: z.boolean(),
  allowEndSubmit: z.boolean(),
  openPrint: z.boolean(),
  rankShowName: z.enum(['username', 'nickname', 'realname']),
  openAccountLimit: z.boolean(),
  accountLimitRule: accountLimitRule.nullable(),
  /** Unofficial contestants: rank -1, no award. */
  starAccount: z.array(starAccountRule).max(10_000),
  oiRankScoreType: z.enum(['Recent', 'Highest']),
  awardType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  awardConfigList: z.array(awardConfig).max(contestLimits.awardsMax),
  /** ACM: minutes a rejected try costs (the reference's 20). */
  penaltyTime: contestPenaltyRule,
  /** ACM: whether a compile error costs a try (off, as in CLICS and the reference). */
  compileErrorPenalty: z.boolean(),
  /** ACM: solve times in seconds (the reference) or whole minutes (ICPC). */
  rankTimeUnit: z.enum(['second', 'minute']),
});
export type ContestFields = z.infer<typeof contestFields>;

const cid = z.number().int().positive();
const pid = z.number().int().positive();
export const displayId = z
  .string()
  .trim()
  .min(1, 'The display ID is required')
  .max(20)
  .regex(/^[A-Za-z0-9_-]+$/, 'The display ID may use letters, digits, - and _');
export const contestProblemFields = z.object({
  displayId,
  displayTitle: z.string().trim().min(1, 'The display title is required').max(255),
  color: colour.nullable(),
});

export const ContestCreated = defineEvent('ContestCreated', {
  schema: z.object({
    cid,
    fields: contestFields,
    visible: z.boolean(),
    /** Group contests: the group; null for the site's own. */
    gid: z.number().int().positive().nullable(),
    author: z.object({ uid: z.string(), username: z.string() }),
  }),
});
/** Only the fields that changed. */
export const ContestUpdated = defineEvent('ContestUpdated', {
  schema: z.object({ changes: contestFields.partial() }),
});
export const ContestDeleted = defineEvent('ContestDeleted', { schema: z.object({}) });
export const ContestVisibilityChanged = defineEvent('ContestVisibilityChanged', {
  schema: z.object({ visible: z.boolean() }),
});

export const ContestProblemAdded = defineEvent('ContestProblemAdded', {
  schema: contestProblemFields.extend({ pid }),
});
export const ContestProblemUpdated = defineEvent('ContestProblemUpdated', {
  schema: z.object({ pid, changes: contestProblemFields.partial() }),
});
export const ContestProblemRemoved = defineEvent('ContestProblemRemoved', { schema: z.object({ pid }) });

const announcement = z.object({
  id: z.number().int().positive(),
  title: z.string().trim().min(1, 'Title is required').max(255),
  content: z.string().trim().min(1, 'Content is required').max(65_535),
});
export const ContestAnnouncementPosted = defineEvent('ContestAnnouncementPosted', { schema: announcement });
export const ContestAnnouncementUpdated = defineEvent('ContestAnnouncementUpdated', { schema: announcement });
export const ContestAnnouncementDeleted = defineEvent('ContestAnnouncementDeleted', {
  schema: z.object({ id: z.number().int().positive() }),
});

export const ContestRegistered = defineEvent('ContestRegistered', {
  schema: z.object({
    uid: z.string().min(1),
    username: z.string().min(1),
    /** The confirm-info form of a protected contest; absent for the others and before the form existed. */
    profile: contestProfileSchema.optional(),
  }),
});

/**
 * The end time passed on a contest whose public board unseals at the end (sealRank and autoRealRank):
 * the server's end timer appends it once (its id derives from the cid and end time) so the board
 * projection can tell the public board to reload.
 */
export const ContestEndReached = defineEvent('ContestEndReached', {
  schema: z.object({ endTime: instant }),
});

export const contestEvents = [
  ContestCreated,
  ContestUpdated,
  ContestDeleted,
  ContestVisibilityChanged,
  ContestProblemAdded,
  ContestProblemUpdated,
  ContestProblemRemoved,
  ContestAnnouncementPosted,
  ContestAnnouncementUpdated,
  ContestAnnouncementDeleted,
  ContestRegistered,
  ContestEndReached,
] as const;
