import { ContestAuth, SealOption } from '@oj/events/vocabulary';
import { fromLocalInput } from '@/lib/time';
import { type ContestForm, durationOf, sealOptionAllowed } from './contestForm';

// Spec 03 section 5, the contest form's rules, plus the server's limits (events/src/contest/
// contestEvents.ts) so that a refusal is explained beside its field instead of after the request.
// Each failure names its field and a message key under `contestAdmin.rules`.

export type ContestRuleKey =
  | 'titleRequired'
  | 'titleTooLong'
  | 'descriptionRequired'
  | 'startRequired'
  | 'endRequired'
  | 'durationPositive'
  | 'passwordRequired'
  | 'sealTooLong'
  | 'penaltyTime'
  | 'accountRangeNumbers'
  | 'accountRangeOrder'
  | 'accountLimitEmpty'
  | 'starTooLong'
  | 'awardName'
  | 'awardPriority'
  | 'awardColour'
  | 'awardNum'
  | 'awardPercentTotal';

export interface ContestRuleFailure {
  /** A field name, or a row such as `awards.1`. */
  field: string;
  key: ContestRuleKey;
  values?: Record<string, string | number>;
}

const wholeNumber = /^\d+$/;
const hexColour = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const whole = (text: string) => wholeNumber.test(text.trim());

/** Every rule the form breaks, in the order the fields appear. Empty: the form may be sent. */
export function checkContestForm(form: ContestForm): ContestRuleFailure[] {
  const failures: ContestRuleFailure[] = [];
  const add = (field: string, key: ContestRuleKey, values?: ContestRuleFailure['values']) =>
    failures.push({ field, key, values });

  if (!form.title.trim()) add('title', 'titleRequired');
  else if (form.title.trim().length > 255) add('title', 'titleTooLong');
  if (!form.description.trim()) add('description', 'descriptionRequired');
  checkTimes(form, add);
  if (form.auth === ContestAuth.private && !form.pwd.trim()) add('pwd', 'passwordRequired');
  if (form.sealRank && !sealOptionAllowed(form.sealOption, durationOf(form)))
    add('sealOption', 'sealTooLong', { minutes: form.sealOption === SealOption.halfHourBeforeEnd ? 30 : 60 });
  if (!whole(form.penaltyTime) || Number(form.penaltyTime) > 1000) add('penaltyTime', 'penaltyTime');
  if (form.auth !== ContestAuth.public && form.openAccountLimit) checkAccountLimit(form, add);
  for (const name of form.starAccount) if (name.length > 20) add('starAccount', 'starTooLong', { name });
  if (form.awardType !== 0) checkAwards(form, add);
  return failures;
}

type Add = (field: string, key: ContestRuleKey, values?: ContestRuleFailure['values']) => void;

function checkTimes(form: ContestForm, add: Add) {
  const start = fromLocalInput(form.startTime);
  const end = fromLocalInput(form.endTime);
  if (start === undefined) add('startTime', 'startRequired');
  if (end === undefined) add('endTime', 'endRequired');
  // Spec 03: the end not before the start and a duration above 0, i.e. the end strictly later.
  if (start !== undefined && end !== undefined && end <= start) add('endTime', 'durationPositive');
}

function checkAccountLimit(form: ContestForm, add: Add) {
  const { numberFrom, numberTo, extraAccount } = form.accountLimit;
  const given = [numberFrom, numberTo].filter((text) => text.trim() !== '');
  if (given.length > 0 && (given.length < 2 || !given.every(whole))) {
    add('accountLimit', 'accountRangeNumbers');
  } else if (given.length === 2 && Number(numberFrom) > Number(numberTo)) {
    add('accountLimit', 'accountRangeOrder');
  } else if (given.length === 0 && !extraAccount.trim()) {
    // Nobody could enter: no range and no listed account.
    add('accountLimit', 'accountLimitEmpty');
  }
}

function checkAwards(form: ContestForm, add: Add) {
  const percentage = form.awardType === 1;
  let percentTotal = 0;
  form.awards.forEach((row, i) => {
    const field = `awards.${i}`;
    const number = i + 1;
    if (!row.name.trim()) add(field, 'awardName', { number });
    if (!whole(row.priority) || Number(row.priority) > 1000) add(field, 'awardPriority', { number });
    if (!hexColour.test(row.background.trim()) || !hexColour.test(row.color.trim()))
      add(field, 'awardColour', { number });
    const max = percentage ? 100 : 100_000;
    if (!whole(row.num) || Number(row.num) > max) add(field, 'awardNum', { number, max });
    else percentTotal += Number(row.num);
  });
  // Percentages add up line after line: over 100 % the last lines could never be reached.
  if (percentage && percentTotal > 100) add('awards', 'awardPercentTotal', { total: percentTotal });
}
