import { z } from 'zod';
import {
  type AcInfo,
  acInfoSchema,
  announcementSchema,
  type ContestAnnouncement,
  type PrintRequest,
  printSchema,
} from '../api/helperSchemas';

type Page<T> = { records: T[]; total: number };

const acInfoChange = z.union([
  z.object({ kind: z.literal('reload') }),
  z.object({ kind: z.literal('rows'), rows: z.array(acInfoSchema), removed: z.array(z.number()) }),
]);
const printChange = z.object({ kind: z.literal('rows'), rows: z.array(printSchema) });
const announcementChange = z.union([
  z.object({
    kind: z.enum(['posted', 'updated']),
    announcement: announcementSchema.omit({ gmtCreate: true, username: true }).extend({
      gmtCreate: z.string().nullish(),
    }),
  }),
  z.object({ kind: z.literal('deleted'), id: z.number() }),
]);

/** A push that cannot be merged: a reload, or a shape this client does not know. */
export const acInfoNeedsReload = (payload: unknown) => {
  const change = acInfoChange.safeParse(payload);
  return !change.success || change.data.kind === 'reload';
};

const newestFirst = (a: AcInfo, b: AcInfo) => b.submitTime.localeCompare(a.submitTime) || b.id - a.id;

/**
 * Merges pushed AC info rows into the first page (newest first, at most `size` rows): changed rows are
 * replaced, new ones put in their place, removed ones dropped. Later pages are not merged (read again).
 */
export function mergeAcInfo(page: Page<AcInfo>, payload: unknown, size: number): Page<AcInfo> {
  const change = acInfoChange.safeParse(payload);
  if (!change.success || change.data.kind !== 'rows') return page;
  const { rows, removed } = change.data;
  const known = new Set(page.records.map((r) => r.id));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const added = rows.filter((r) => !known.has(r.id));
  const gone = page.records.filter((r) => removed.includes(r.id)).length;
  const records = [
    ...page.records.filter((r) => !removed.includes(r.id)).map((r) => byId.get(r.id) ?? r),
    ...added,
  ]
    .sort(newestFirst)
    .slice(0, size);
  return { records, total: page.total + added.length - gone };
}

/** Merges pushed print requests into the page (newest first, by id). */
export function mergePrints(page: Page<PrintRequest>, payload: unknown, size: number): Page<PrintRequest> {
  const change = printChange.safeParse(payload);
  if (!change.success) return page;
  const known = new Set(page.records.map((r) => r.id));
  const byId = new Map(change.data.rows.map((r) => [r.id, r]));
  const added = change.data.rows.filter((r) => !known.has(r.id));
  const records = [...page.records.map((r) => byId.get(r.id) ?? r), ...added]
    .sort((a, b) => b.id - a.id)
    .slice(0, size);
  return { records, total: page.total + added.length };
}

/** Merges a pushed announcement into a list (newest first); an update keeps the first time. */
export function mergeAnnouncement(list: ContestAnnouncement[], payload: unknown): ContestAnnouncement[] {
  const change = announcementChange.safeParse(payload);
  if (!change.success) return list;
  if (change.data.kind === 'deleted') {
    const { id } = change.data;
    return list.filter((a) => a.id !== id);
  }
  const pushed = change.data.announcement;
  const current = list.find((a) => a.id === pushed.id);
  if (!current && change.data.kind === 'updated') return list;
  const next: ContestAnnouncement = {
    id: pushed.id,
    title: pushed.title,
    content: pushed.content,
    username: current?.username ?? '',
    gmtCreate: current?.gmtCreate ?? pushed.gmtCreate,
  };
  return [next, ...list.filter((a) => a.id !== pushed.id)].sort((a, b) => b.id - a.id);
}
