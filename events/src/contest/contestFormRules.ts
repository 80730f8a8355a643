import { z } from 'zod';
import { ContestAuth, type ContestAuthCode, ContestType, SealOption } from '../vocabulary/contestKinds';

/**
 * The contest form's rules (spec 03 sections 3-5) with their messages, shared by the server and the web:
 * `contestFields` (contestEvents.ts) checks each field by the same limits and messages, the decider checks a
 * whole contest by `contestRuleBreaks`, and the admin's contest form checks what it holds by `contestForm`,
 * which reads the same rules from its text (numbers typed, local times). Pure zod (`@oj/events/contracts`).
 *
 * @example
 * contestRuleBreaks({ ...contest, auth: ContestAuth.private, pwd: ' ' }) // [{ field: 'pwd', message: 'A private contest needs a password' }]
 */
export const contestLimits = {
  titleMaxLength: 255,
  descriptionMaxLength: 1_000_000,
  passwordMaxLength: 100,
  penaltyMax: 1000,
  awardPriorityMax: 1000,
  awardNameMaxLength: 50,
  awardCountMax: 100_000,
  awardPercentMax: 100,
  awardsMax: 20,
  starNameMaxLength: 20,
  accountNumberMax: 1_000_000_000,
} as const;

const l = contestLimits;

export const contestMessages = {
  titleRequired: 'Title is required',
  titleTooLong: `Title can not exceed ${l.titleMaxLength}`,
  descriptionRequired: 'Description is required',
  descriptionTooLong: `Description can not exceed ${l.descriptionMaxLength}`,
  startRequired: 'The start time is required',
  endRequired: 'The end time is required',
  startBeforeEnd: 'The start time must be earlier than the end time',
  passwordRequired: 'A private contest needs a password',
  sealBetween: 'The seal time must lie between the start and the end',
  penaltyTime: `The penalty must be a whole number from 0 to ${l.penaltyMax}`,
  accountRangeNumbers: 'Give both numbers of the account range, as whole numbers',
  accountRangeOrder: 'The first account number must not exceed the last',
  accountLimitEmpty: 'Give a number range or further accounts, or nobody can take part',
  starTooLong: `A star account can not exceed ${l.starNameMaxLength} characters`,
  awardName: 'The award name is required',
  awardPriority: `The award priority must be a whole number from 0 to ${l.awardPriorityMax}`,
  awardColour: 'The colour must be a hex colour like #e6bf25',
  awardCount: `The award amount must be a whole number from 0 to ${l.awardCountMax}`,
  awardPercent: `The award percentage must be a whole number from 0 to ${l.awardPercentMax}`,
  awardPercentTotal: 'The award percentages add up to more than 100',
} as const;

const m = contestMessages;

const wholeNumber = (max: number, message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(max, message);

export const contestTitleRule = z
  .string()
  .trim()
  .min(1, m.titleRequired)
  .max(l.titleMaxLength, m.titleTooLong);
export const contestDescriptionRule = z
  .string()
  .refine((text) => text.trim().length > 0, m.descriptionRequired)
  .refine((text) => text.length <= l.descriptionMaxLength, m.descriptionTooLong);
export const contestPenaltyRule = wholeNumber(l.penaltyMax, m.penaltyTime);
export const contestColourRule = z
  .string()
  .trim()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, m.awardColour);
export const awardPriorityRule = wholeNumber(l.awardPriorityMax, m.awardPriority);
export const awardNameRule = z.string().trim().min(1, m.awardName).max(l.awardNameMaxLength);
export const awardCountRule = wholeNumber(l.awardCountMax, m.awardCount);
const awardPercentRule = wholeNumber(l.awardPercentMax, m.awardPercent);
export const accountNumberRule = wholeNumber(l.accountNumberMax, m.accountRangeNumbers);
export const starAccountRule = z.string().trim().min(1).max(l.starNameMaxLength, m.starTooLong);

/** A whole contest as the rules across fields see it: times in epoch ms, NaN while one is missing. */
export interface ContestRuleInput {
  start: number;
  end: number;
  auth: ContestAuthCode;
  pwd: string;
  sealRank: boolean;
  /** When the board freezes, epoch ms; NaN while not known. */
  seal: number;
  awardType: 0 | 1 | 2;
  awardNums: readonly number[];
  openAccountLimit: boolean;
  accountLimit: { numberFrom: number | null; numberTo: number | null; extraAccount: string } | null;
}

export type ContestRuleField = 'endTime' | 'pwd' | 'sealRankTime' | 'awards' | 'accountLimit';

/** The rules across fields a contest breaks, each with the field it shows beside; empty: it may be saved. */
export function contestRuleBreaks(c: ContestRuleInput): { field: ContestRuleField; message: string }[] {
  const breaks: { field: ContestRuleField; message: string }[] = [];
  const known = Number.isFinite(c.start) && Number.isFinite(c.end);
  if (known && !(c.start < c.end)) breaks.push({ field: 'endTime', message: m.startBeforeEnd });
  if (c.auth === ContestAuth.private && c.pwd.trim() === '') {
    breaks.push({ field: 'pwd', message: m.passwordRequired });
  }
  if (known && c.sealRank && Number.isFinite(c.seal) && (c.seal < c.start || c.seal > c.end)) {
    breaks.push({ field: 'sealRankTime', message: m.sealBetween });
  }
  if (c.awardType === 1 && c.awardNums.reduce((sum, n) => sum + n, 0) > l.awardPercentMax) {
    breaks.push({ field: 'awards', message: m.awardPercentTotal });
  }
  const limit = c.accountLimit;
  if (c.openAccountLimit && limit) {
    const { numberFrom: from, numberTo: to } = limit;
    if ((from === null) !== (to === null))
      breaks.push({ field: 'accountLimit', message: m.accountRangeNumbers });
    else if (from !== null && to !== null && from > to) {
      breaks.push({ field: 'accountLimit', message: m.accountRangeOrder });
    } else if (from === null && limit.extraAccount.trim() === '') {
      // Nobody could enter: no range and no listed account.
      breaks.push({ field: 'accountLimit', message: m.accountLimitEmpty });
    }
  }
  return breaks;
}

// The form's text, read into what the rules check.
/** An empty box is NaN, which a number rule refuses with its message. */
const numberText = z.string().transform((text) => (text.trim() === '' ? Number.NaN : Number(text.trim())));
/** A blank box is no number (null); anything else must be a whole number. */
const optionalNumber = (text: string) => (text.trim() === '' ? null : Number(text.trim()));
/** A datetime-local value ("YYYY-MM-DDTHH:mm"), read as the browser's local time; NaN when empty. */
export const localTimeMs = (local: string): number =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(local) ? new Date(local).getTime() : Number.NaN;

const MINUTE = 60_000;
/** When the board freezes with a seal option (spec 03 section 9: end - 1800 s, end - 3600 s, or the start). */
export function sealTimeOfOption(option: number, start: number, end: number): number {
  if (option === SealOption.halfHourBeforeEnd) return end - 30 * MINUTE;
  if (option === SealOption.hourBeforeEnd) return end - 60 * MINUTE;
  return start;
}

const awardRow = z.object({
  priority: numberText.pipe(awardPriorityRule),
  name: awardNameRule,
  background: contestColourRule,
  color: contestColourRule,
  num: numberText.pipe(awardCountRule),
});

/**
 * The admin's contest form as it is edited: times are datetime-local text, numbers text; the seal time is
 * one of the spec's three choices. Field rules under each field; the rules across fields (`contestRuleBreaks`)
 * beside the field they name, checked together with the others.
 */
export const contestForm = z
  .object({
    title: contestTitleRule,
    description: contestDescriptionRule,
    startTime: z.string().refine((text) => Number.isFinite(localTimeMs(text)), m.startRequired),
    endTime: z.string().refine((text) => Number.isFinite(localTimeMs(text)), m.endRequired),
    type: z.literal([ContestType.acm, ContestType.oi]),
    auth: z.literal([ContestAuth.public, ContestAuth.private, ContestAuth.protected]),
    pwd: z.string().max(l.passwordMaxLength),
    visible: z.boolean(),
    sealRank: z.boolean(),
    sealOption: z.literal([SealOption.halfHourBeforeEnd, SealOption.hourBeforeEnd, SealOption.fromStart]),
    autoRealRank: z.boolean(),
    openRank: z.boolean(),
    allowEndSubmit: z.boolean(),
    openPrint: z.boolean(),
    rankShowName: z.enum(['username', 'nickname', 'realname']),
    openAccountLimit: z.boolean(),
    accountLimit: z.object({
      prefix: z.string().max(50),
      suffix: z.string().max(50),
      numberFrom: z.string(),
      numberTo: z.string(),
      /** Further allowed usernames, one per line. */
      extraAccount: z.string().max(100_000),
    }),
    starAccount: z.array(z.string()),
    oiRankScoreType: z.enum(['Recent', 'Highest']),
    awardType: z.literal([0, 1, 2]),
    awards: z.array(
      z.object({
        priority: z.string(),
        name: z.string(),
        background: z.string(),
        color: z.string(),
        num: z.string(),
      }),
    ),
    penaltyTime: z
      .string()
      .refine((text) => contestPenaltyRule.safeParse(numberText.parse(text)).success, m.penaltyTime),
    compileErrorPenalty: z.boolean(),
    rankTimeUnit: z.enum(['second', 'minute']),
  })
  .superRefine(
    (form, ctx) => {
      const issue = (path: (string | number)[], message: string) =>
        ctx.addIssue({ code: 'custom', message, path });
      const limited = form.auth !== ContestAuth.public && form.openAccountLimit;
      const range = [form.accountLimit.numberFrom, form.accountLimit.numberTo].map(optionalNumber);
      if (limited && range.some((n) => n !== null && !accountNumberRule.safeParse(n).success)) {
        issue(['accountLimit'], m.accountRangeNumbers);
      }
      for (const name of form.starAccount) {
        if (!starAccountRule.safeParse(name).success) issue(['starAccount'], m.starTooLong);
      }
      // Award lines count only when awards are given; each line's first failing rule shows beside it.
      if (form.awardType !== 0) {
        form.awards.forEach((row, i) => {
          const rowRule =
            form.awardType === 1 ? awardRow.extend({ num: numberText.pipe(awardPercentRule) }) : awardRow;
          const failed = rowRule.safeParse(row).error?.issues[0];
          if (failed) issue(['awards', i], failed.message);
        });
      }
      const start = localTimeMs(form.startTime);
      const end = localTimeMs(form.endTime);
      for (const broken of contestRuleBreaks({
        start,
        end,
        auth: form.auth,
        pwd: form.pwd,
        sealRank: form.sealRank,
        seal: sealTimeOfOption(form.sealOption, start, end),
        awardType: form.awardType,
        awardNums: form.awards.map((row) => Number(row.num)).filter(Number.isFinite),
        openAccountLimit: limited,
        accountLimit: {
          numberFrom: range[0] ?? null,
          numberTo: range[1] ?? null,
          extraAccount: form.accountLimit.extraAccount,
        },
      })) {
        issue([broken.field === 'sealRankTime' ? 'sealOption' : broken.field], broken.message);
      }
    },
    // Checked with the fields' own rules, so every message shows at once.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type ContestFormFields = z.input<typeof contestForm>;
