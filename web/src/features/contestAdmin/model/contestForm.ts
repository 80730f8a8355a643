import type { ContestFormFields } from '@oj/events/contracts';
import {
  ContestAuth as Auth,
  type ContestAuthCode,
  type ContestTypeCode,
  ContestType as Kind,
  SealOption as Seal,
  type SealOptionCode,
} from '@oj/events/vocabulary';
import { fromLocalInput, toLocalInput } from '@/lib/time';
import type { AdminContest, Award } from '../api/contestSchemas';

// The admin's contest form as it is edited (spec 03 sections 3-5). Times are the browser's local
// "YYYY-MM-DDTHH:mm" (what a datetime-local input holds); numbers stay text until the rules
// (`contestForm` of @oj/events/contracts, the server's) have checked them; the seal time is one of the
// spec's three choices.

export const contestTypes = [Kind.acm, Kind.oi] as const;
export type ContestType = ContestTypeCode;
/** Public, private (password to enter), protected (registration, no password). */
export const contestAuths = [Auth.public, Auth.private, Auth.protected] as const;
export type ContestAuth = ContestAuthCode;
/** Half an hour before the end, an hour before the end, the whole contest (from the start). */
export const sealOptions = [Seal.halfHourBeforeEnd, Seal.hourBeforeEnd, Seal.fromStart] as const;
export type SealOption = SealOptionCode;
/** 0 none, 1 a percentage of the ranked contestants, 2 a number of them. */
export const awardTypes = [0, 1, 2] as const;
export type AwardType = (typeof awardTypes)[number];
export const rankShowNames = ['username', 'nickname', 'realname'] as const;
export type RankShowName = (typeof rankShowNames)[number];
export const oiRankScoreTypes = ['Recent', 'Highest'] as const;
export type OiRankScoreType = (typeof oiRankScoreTypes)[number];
export const rankTimeUnits = ['second', 'minute'] as const;
export type RankTimeUnit = (typeof rankTimeUnits)[number];

/** The form as it is edited; its rules are the server's (`contestForm` of @oj/events/contracts). */
export type ContestForm = ContestFormFields;
export type AwardRow = ContestForm['awards'][number];
export type AccountLimitForm = ContestForm['accountLimit'];

const MINUTE = 60_000;
/** Spec 03 section 9: the seal thresholds, 1800 s and 3600 s. */
const HALF_HOUR = 30 * MINUTE;
const HOUR = 60 * MINUTE;

/** The spec's award defaults (gold 10, silver 20, bronze 30, with the reference's Chinese names). */
export const defaultAwards: readonly Award[] = [
  { priority: 1, name: '金奖', background: '#e6bf25', color: '#ffffff', num: 10 },
  { priority: 2, name: '银奖', background: '#b4c0c7', color: '#ffffff', num: 20 },
  { priority: 3, name: '铜奖', background: '#CD7F32', color: '#ffffff', num: 30 },
];
/** The server keeps at most this many award lines. */
export const maxAwards = 20;

/** How long the contest lasts in ms, or undefined while a time is missing. */
export function durationOf(form: Pick<ContestForm, 'startTime' | 'endTime'>): number | undefined {
  const start = fromLocalInput(form.startTime);
  const end = fromLocalInput(form.endTime);
  return start === undefined || end === undefined ? undefined : end - start;
}

/** Spec 03 section 5: the half-hour seal needs 1800 s of contest, the one-hour seal 3600 s. */
export function sealOptionAllowed(option: SealOption, durationMs: number | undefined): boolean {
  if (option === Seal.fromStart || durationMs === undefined) return true;
  return durationMs >= (option === Seal.halfHourBeforeEnd ? HALF_HOUR : HOUR);
}

/** Spec 03 section 4: from the start for OI or contests under an hour, else an hour before the end. */
export function defaultSealOption(type: ContestType, durationMs: number | undefined): SealOption {
  return type === Kind.oi || (durationMs !== undefined && durationMs < HOUR)
    ? Seal.fromStart
    : Seal.hourBeforeEnd;
}

/** Which of the three choices a stored seal time is; the default one when it is none of them. */
export function sealOptionOf(contest: Pick<AdminContest, 'sealRankTime' | 'startTime' | 'endTime' | 'type'>) {
  const start = Date.parse(contest.startTime);
  const end = Date.parse(contest.endTime);
  const seal = contest.sealRankTime ? Date.parse(contest.sealRankTime) : Number.NaN;
  if (seal === end - HALF_HOUR) return Seal.halfHourBeforeEnd;
  if (seal === end - HOUR) return Seal.hourBeforeEnd;
  if (seal === start) return Seal.fromStart;
  return defaultSealOption(contest.type, end - start);
}

/** When the public board freezes with this option, in ms; undefined while a time is missing. */
export function sealTimeOf(form: Pick<ContestForm, 'startTime' | 'endTime' | 'sealOption'>) {
  const start = fromLocalInput(form.startTime);
  const end = fromLocalInput(form.endTime);
  if (start === undefined || end === undefined) return undefined;
  if (form.sealOption === Seal.halfHourBeforeEnd) return end - HALF_HOUR;
  if (form.sealOption === Seal.hourBeforeEnd) return end - HOUR;
  return start;
}

const awardRowOf = (award: Award): AwardRow => ({
  priority: String(award.priority),
  name: award.name,
  background: award.background,
  color: award.color,
  num: String(award.num),
});

/** A new award line after the others: the next priority, neutral colours, no one yet. */
export function newAwardRow(rows: readonly AwardRow[]): AwardRow {
  const top = Math.max(0, ...rows.map((row) => Number(row.priority) || 0));
  return { priority: String(top + 1), name: '', background: '#3e63dd', color: '#ffffff', num: '0' };
}

/** A blank form: starts at the next full hour, lasts five hours, everything else as the server defaults. */
export function newContestForm(now = Date.now()): ContestForm {
  // The next full hour of the admin's own clock (some time zones are not whole hours from UTC).
  const next = new Date(now);
  next.setHours(next.getHours() + 1, 0, 0, 0);
  const start = next.getTime();
  return {
    title: '',
    description: '',
    startTime: toLocalInput(new Date(start)),
    endTime: toLocalInput(new Date(start + 5 * HOUR)),
    type: Kind.acm,
    auth: Auth.public,
    pwd: '',
    visible: true,
    sealRank: false,
    sealOption: Seal.hourBeforeEnd,
    autoRealRank: true,
    openRank: false,
    allowEndSubmit: false,
    openPrint: false,
    rankShowName: 'username',
    openAccountLimit: false,
    accountLimit: { prefix: '', suffix: '', numberFrom: '', numberTo: '', extraAccount: '' },
    starAccount: [],
    oiRankScoreType: 'Recent',
    awardType: 0,
    awards: defaultAwards.map(awardRowOf),
    penaltyTime: '20',
    compileErrorPenalty: false,
    rankTimeUnit: 'second',
  };
}

/** The form of a stored contest. */
export function contestFormOf(contest: AdminContest): ContestForm {
  const rule = contest.accountLimitRule;
  return {
    title: contest.title,
    description: contest.description,
    startTime: toLocalInput(contest.startTime),
    endTime: toLocalInput(contest.endTime),
    type: contest.type,
    auth: contest.auth,
    pwd: contest.pwd,
    visible: contest.visible,
    sealRank: contest.sealRank,
    sealOption: sealOptionOf(contest),
    autoRealRank: contest.autoRealRank,
    openRank: contest.openRank,
    allowEndSubmit: contest.allowEndSubmit,
    openPrint: contest.openPrint,
    rankShowName: contest.rankShowName,
    openAccountLimit: contest.openAccountLimit,
    accountLimit: {
      prefix: rule?.prefix ?? '',
      suffix: rule?.suffix ?? '',
      numberFrom: rule?.numberFrom == null ? '' : String(rule.numberFrom),
      numberTo: rule?.numberTo == null ? '' : String(rule.numberTo),
      extraAccount: rule?.extraAccount ?? '',
    },
    starAccount: contest.starAccount,
    oiRankScoreType: contest.oiRankScoreType,
    awardType: contest.awardType,
    awards: (contest.awardConfigList.length > 0 ? contest.awardConfigList : defaultAwards).map(awardRowOf),
    penaltyTime: String(contest.penaltyTime),
    compileErrorPenalty: contest.compileErrorPenalty,
    rankTimeUnit: contest.rankTimeUnit,
  };
}

/** A type switch: the seal follows the new type's default while the admin has not sealed yet. */
export function withType(form: ContestForm, type: ContestType): ContestForm {
  return {
    ...form,
    type,
    sealOption: form.sealRank ? form.sealOption : defaultSealOption(type, durationOf(form)),
  };
}

/** Switching the seal on picks the spec's default choice for this contest. */
export function withSeal(form: ContestForm, sealRank: boolean): ContestForm {
  return {
    ...form,
    sealRank,
    sealOption: sealRank ? defaultSealOption(form.type, durationOf(form)) : form.sealOption,
  };
}

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

/** What POST/PUT /api/admin/contest take: every field of the server's `contestFields`, checked first. */
export function contestPayload(form: ContestForm) {
  const start = fromLocalInput(form.startTime);
  const end = fromLocalInput(form.endTime);
  const limit = form.accountLimit;
  // The account limit applies to private and protected contests only (spec 03 section 5).
  const limited = form.auth !== Auth.public && form.openAccountLimit;
  return {
    title: form.title.trim(),
    description: form.description,
    startTime: new Date(start ?? Number.NaN).toISOString(),
    endTime: new Date(end ?? Number.NaN).toISOString(),
    type: form.type,
    auth: form.auth,
    pwd: form.auth === Auth.private ? form.pwd : '',
    visible: form.visible,
    sealRank: form.sealRank,
    ...(form.sealRank ? { sealRankTimeOption: form.sealOption } : { sealRankTime: null }),
    autoRealRank: form.autoRealRank,
    openRank: form.openRank,
    allowEndSubmit: form.allowEndSubmit,
    openPrint: form.openPrint,
    rankShowName: form.rankShowName,
    openAccountLimit: limited,
    accountLimitRule: limited
      ? {
          prefix: limit.prefix.trim(),
          suffix: limit.suffix.trim(),
          numberFrom: numberOrNull(limit.numberFrom),
          numberTo: numberOrNull(limit.numberTo),
          extraAccount: limit.extraAccount,
        }
      : null,
    starAccount: form.starAccount,
    oiRankScoreType: form.oiRankScoreType,
    awardType: form.awardType,
    awardConfigList: form.awards.map((row) => ({
      priority: Number(row.priority),
      name: row.name.trim(),
      background: row.background.trim(),
      color: row.color.trim(),
      num: Number(row.num),
    })),
    penaltyTime: Number(form.penaltyTime),
    compileErrorPenalty: form.compileErrorPenalty,
    rankTimeUnit: form.rankTimeUnit,
  };
}
export type ContestPayload = ReturnType<typeof contestPayload>;

export type StarAccountResult = { ok: true; list: string[] } | { ok: false; reason: 'empty' | 'duplicate' };

/** Spec 03 section 5: a star account is trimmed, and one already listed is refused ('Add Star User'). */
export function addStarAccount(list: readonly string[], typed: string): StarAccountResult {
  const name = typed.trim();
  if (!name) return { ok: false, reason: 'empty' };
  if (list.includes(name)) return { ok: false, reason: 'duplicate' };
  return { ok: true, list: [...list, name] };
}

/**
 * A few of the usernames the account limit lets in, for the form's preview: only when both numbers
 * are given and in order (spec 03 section 5), then the listed extra accounts.
 * @example accountPreview({ prefix: 'team', suffix: '', numberFrom: '1', numberTo: '50', extraAccount: '' }) // team1, team2, team3, …, team50
 */
export function accountPreview(limit: AccountLimitForm, shown = 3): string[] | undefined {
  const from = Number(limit.numberFrom);
  const to = Number(limit.numberTo);
  const whole = (text: string) => /^\d+$/.test(text.trim());
  if (!whole(limit.numberFrom) || !whole(limit.numberTo) || from > to) return undefined;
  const name = (n: number) => `${limit.prefix.trim()}${n}${limit.suffix.trim()}`;
  const names: string[] = [];
  for (let n = from; n <= Math.min(to, from + shown - 1); n++) names.push(name(n));
  if (to >= from + shown) names.push('…', name(to));
  return names;
}

/** The extra accounts of a rule as a list (one a line; commas and spaces separate too, as the server reads). */
export const extraAccounts = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((name) => name.trim())
    .filter(Boolean);
