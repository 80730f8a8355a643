import { z } from 'zod';
import { faultMessage, findTextFault } from '../../app/textGuard';
import { parseRelTime, parseTime } from './clicsTime';

/** A refused line: 1-based line number (0 for the feed as a whole) and why. */
export interface FeedError {
  line: number;
  message: string;
}

const id = z.union([z.string().min(1).max(100), z.number().transform(String)]);
const time = z.string().transform((text, ctx) => {
  const ms = parseTime(text);
  if (ms === undefined) ctx.addIssue({ code: 'custom', message: `"${text}" is not a CLICS TIME` });
  return ms ?? 0;
});
const relTime = z.string().transform((text, ctx) => {
  const ms = parseRelTime(text);
  if (ms === undefined) ctx.addIssue({ code: 'custom', message: `"${text}" is not a CLICS RELTIME` });
  return ms ?? 0;
});

/** The objects the import reads, with the fields it needs; unknown properties are ignored (CLICS says so). */
export const feedObjects = {
  contest: z.object({
    id,
    name: z.string().trim().min(1),
    formal_name: z.string().nullish(),
    start_time: time.nullish(),
    duration: relTime,
    scoreboard_freeze_duration: relTime.nullish(),
    scoreboard_type: z.enum(['pass-fail', 'score']).nullish(),
    /** Whole minutes up to 2023-06, RELTIME from 2026-01: both read as minutes. */
    penalty_time: z
      .union([z.number().int().min(0), relTime.transform((ms) => Math.round(ms / 60_000))])
      .nullish(),
  }),
  'judgement-types': z.object({
    id,
    name: z.string().nullish(),
    penalty: z.boolean().nullish(),
    solved: z.boolean().nullish(),
  }),
  languages: z.object({ id, name: z.string().nullish() }),
  problems: z.object({
    id,
    label: z.string().trim().min(1),
    name: z.string().nullish(),
    ordinal: z.number().int().nullish(),
    rgb: z.string().nullish(),
    time_limit: z.number().positive().nullish(),
  }),
  teams: z.object({
    id,
    name: z.string().trim().min(1),
    display_name: z.string().nullish(),
    hidden: z.boolean().nullish(),
  }),
  submissions: z
    .object({
      id,
      language_id: id.nullish(),
      problem_id: id,
      team_id: id,
      time: time.nullish(),
      contest_time: relTime.nullish(),
    })
    .refine((s) => s.time != null || s.contest_time != null, 'a submission needs time or contest_time'),
  judgements: z.object({
    id,
    submission_id: id,
    judgement_type_id: id.nullish(),
    end_time: time.nullish(),
    end_contest_time: relTime.nullish(),
    current: z.boolean().nullish(),
    valid: z.boolean().nullish(),
  }),
} as const;

export type FeedType = keyof typeof feedObjects;
export type FeedObject<T extends FeedType> = z.infer<(typeof feedObjects)[T]>;
const isFeedType = (type: string): type is FeedType => type in feedObjects;

/** One change to one object: `data` null deletes it; `replace` marks a whole-collection array. */
export interface Notification {
  line: number;
  type: FeedType;
  id: string | null;
  data: unknown;
  replace?: boolean;
}

const operation = z.object({
  type: z.string(),
  id: z.unknown().optional(),
  op: z.enum(['create', 'update', 'delete']),
  data: z.record(z.string(), z.unknown()),
});
const current = z.object({
  type: z.string(),
  id: z.union([z.string(), z.number(), z.null()]).optional(),
  data: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown()), z.null()]),
});

/**
 * Reads an NDJSON event feed of any of the three shapes: the current `{type, id, data, token}`, the
 * 2020-03 `{type, id, op, data}` (contest type `contests`, deletes carry `{id}`), and whole collections
 * as an array in `data`. Every line is read; the result lists each bad line rather than stopping.
 */
export function readFeedLines(text: string): { notifications: Notification[]; errors: FeedError[] } {
  const notifications: Notification[] = [];
  const errors: FeedError[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return; // keep-alive
    const read = readLine(raw, line);
    if ('message' in read) errors.push({ line, message: read.message });
    else notifications.push(...read.notifications);
  });
  return { notifications, errors };
}

function readLine(raw: string, line: number): { notifications: Notification[] } | { message: string } {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (error) {
    return { message: `Invalid JSON: ${(error as Error).message}` };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { message: 'A line must be a JSON object' };
  }
  // The same rule as a request's body: what the event store cannot hold is the file's mistake.
  const fault = findTextFault(json);
  if (fault) return { message: faultMessage(fault, 'The line') };
  return 'op' in json ? readOperation(json, line) : readCurrent(json, line);
}

function readOperation(json: object, line: number) {
  const parsed = operation.safeParse(json);
  if (!parsed.success) return { message: `Not a 2020-03 notification: ${issueText(parsed.error)}` };
  const { op, data } = parsed.data;
  const type = parsed.data.type === 'contests' ? 'contest' : parsed.data.type;
  if (!isFeedType(type)) return { notifications: [] };
  const objectId = type === 'contest' ? null : String(data.id ?? '');
  if (op === 'delete') return { notifications: [{ line, type, id: objectId, data: null }] };
  return checked({ line, type, id: objectId, data });
}

function readCurrent(json: object, line: number) {
  const parsed = current.safeParse(json);
  if (!parsed.success) return { message: `Not an event feed notification: ${issueText(parsed.error)}` };
  const { type, data } = parsed.data;
  if (!isFeedType(type)) return { notifications: [] };
  const lineId = parsed.data.id === undefined || parsed.data.id === null ? null : String(parsed.data.id);
  if (Array.isArray(data)) {
    const all = data.map((item) => checked({ line, type, id: objectIdOf(item), data: item, replace: true }));
    const bad = all.find((r) => 'message' in r);
    if (bad) return bad;
    const items = all.flatMap((r) => ('notifications' in r ? r.notifications : []));
    // An empty array still empties the collection.
    return {
      notifications: [
        { line, type, id: null, data: null, replace: true },
        ...items.map((n) => ({ ...n, replace: false })),
      ],
    };
  }
  if (data === null) {
    if (type !== 'contest' && lineId === null) return { message: `A ${type} deletion needs an id` };
    return { notifications: [{ line, type, id: lineId, data: null }] };
  }
  return checked({ line, type, id: type === 'contest' ? null : (lineId ?? objectIdOf(data)), data });
}

const objectIdOf = (item: unknown): string | null =>
  typeof item === 'object' && item !== null && 'id' in item ? String(item.id) : null;

function checked(n: Notification): { notifications: Notification[] } | { message: string } {
  const parsed = feedObjects[n.type].safeParse(n.data);
  if (!parsed.success) return { message: `${n.type}: ${issueText(parsed.error)}` };
  return { notifications: [{ ...n, data: parsed.data }] };
}

function issueText(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid';
  const path = issue.path.join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}
