import { accountLimits, accountMessages, emailRule, profileFields, usernameRule } from '@oj/events/contracts';
import type { QueryDb } from '@oj/projections';
import { type UsersTables, userBy } from '@oj/projections';
import { parse } from 'csv-parse/sync';
import { HttpError } from '../app/httpError';
import type { NewAccount } from './bulkAccounts';

/** The most rows one import takes: a school's intake, not a site's user base. */
export const MAX_IMPORT_ROWS = 2000;

/** The spec's eight columns, in order (03 §5): the ninth and later are ignored. */
const COLUMNS = [
  'username',
  'password',
  'email',
  'realname',
  'gender',
  'nickname',
  'school',
  'course',
] as const;

/** One line of the sheet as the admin wrote it (1-based line numbers, as a spreadsheet shows them). */
export interface SheetRow {
  line: number;
  cells: string[];
}

/** What becomes of one row: imported (accepted), skipped (no username or password) or refused (why). */
export type RowReport =
  | { line: number; username: string; status: 'accepted'; account: NewAccount }
  | { line: number; username: string; status: 'skipped' | 'refused'; reason: string; account?: undefined };

/**
 * The rows of a UTF-8 CSV sheet (a byte-order mark and a header row naming `username` first are dropped).
 * A sheet that is not CSV at all is a 400 naming the line.
 */
export function parseUserSheet(csv: string): { rows: SheetRow[] } {
  let records: string[][];
  try {
    records = parse(csv, { bom: true, relax_column_count: true, skip_empty_lines: true, trim: true });
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new HttpError(400, `The file is not a CSV sheet${line ? ` (line ${line})` : ''}`);
  }
  const rows = records.map((cells, i) => ({ line: i + 1, cells }));
  const first = rows[0]?.cells[0]?.toLowerCase();
  return { rows: first === 'username' || first === '用户名' ? rows.slice(1) : rows };
}

const genderOf = (cell: string) => {
  const value = cell.toLowerCase();
  if (value === 'male' || value === '0' || value === '男') return 'male' as const;
  if (value === 'female' || value === '1' || value === '女') return 'female' as const;
  return 'secrecy' as const;
};

/** The account one row asks for, or why it cannot be one (before looking at who exists). */
function rowAccount(row: SheetRow): RowReport {
  const cell = (name: (typeof COLUMNS)[number]) => row.cells[COLUMNS.indexOf(name)]?.trim() ?? '';
  const username = cell('username');
  const password = cell('password');
  const base = { line: row.line, username };
  if (!username || !password) return { ...base, status: 'skipped', reason: 'No username or password' };
  const name = usernameRule.safeParse(username);
  if (!name.success) return { ...base, status: 'refused', reason: accountMessages.usernameTooLong };
  if (password.length > accountLimits.passwordMaxLength)
    return { ...base, status: 'refused', reason: 'The password can not exceed 20 characters' };
  const email = cell('email');
  if (email && !emailRule.safeParse(email).success)
    return { ...base, status: 'refused', reason: accountMessages.emailFormat };
  const profile = profileFields.partial().safeParse({
    realname: cell('realname'),
    gender: genderOf(cell('gender')),
    nickname: cell('nickname') || username,
    school: cell('school'),
    course: cell('course'),
  });
  if (!profile.success) {
    const field = profile.error.issues[0]?.path.join('.') ?? 'a field';
    return { ...base, status: 'refused', reason: `The ${field} is too long` };
  }
  const account = { username: name.data, password, email: email || undefined, profile: profile.data };
  return { ...base, status: 'accepted', account };
}

/**
 * Every row's fate: its own rules, then names repeated in the sheet (the first one wins), then usernames
 * and e-mails that exist on the site already.
 */
export async function refusedRows(db: QueryDb<UsersTables>, rows: readonly SheetRow[]): Promise<RowReport[]> {
  const seen = new Map<string, number>();
  const reports = rows.map(rowAccount).map((report): RowReport => {
    if (report.status !== 'accepted') return report;
    const keys = [report.username.toLowerCase(), report.account.email?.toLowerCase()].filter(Boolean);
    const earlier = keys.map((k) => seen.get(k ?? '')).find((line) => line !== undefined);
    if (earlier !== undefined) {
      return { ...report, status: 'refused', reason: `Repeats line ${earlier}`, account: undefined };
    }
    for (const key of keys) seen.set(key ?? '', report.line);
    return report;
  });
  return Promise.all(
    reports.map(async (report): Promise<RowReport> => {
      if (report.status !== 'accepted') return report;
      if (await userBy(db, { username: report.username }))
        return { ...report, status: 'refused', reason: accountMessages.usernameExists, account: undefined };
      const email = report.account.email;
      if (email && (await userBy(db, { email })))
        return { ...report, status: 'refused', reason: accountMessages.emailExists, account: undefined };
      return report;
    }),
  );
}
