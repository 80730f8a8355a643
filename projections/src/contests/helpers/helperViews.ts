import type { ContestAcInfoRow, ContestPrintRow } from './contestHelpersTables';

/** The AC info (balloon) room: new rows, first blood moves and checked marks; contest admins only. */
export const contestAcInfoTopic = (cid: number) => `contest:${cid}:ac-info`;
/** The print queue room: new prints and printed marks; contest admins only. */
export const contestPrintTopic = (cid: number) => `contest:${cid}:print`;
/** Posted, updated and deleted announcements; whoever may read the contest's announcements. */
export const contestAnnouncementsTopic = (cid: number) => `contest:${cid}:announcements`;

/**
 * An AC info row as GET /api/get-contest-ac-info lists it and the room pushes it (spec 02 section 3),
 * with the problem's balloon colour.
 */
export function acInfoView(
  row: Omit<ContestAcInfoRow, 'accepted'>,
  problem: { display_id: string; color: string | null },
  realname: string | null,
) {
  return {
    id: row.id,
    cid: row.cid,
    submitTime: row.submit_time.toISOString(),
    displayId: problem.display_id,
    color: problem.color,
    firstBlood: row.first_blood,
    uid: row.uid,
    username: row.username,
    realname: realname ?? '',
    checked: row.checked,
  };
}
export type AcInfoView = ReturnType<typeof acInfoView>;

/** A print request as GET /api/get-contest-print lists it (spec 02 section 3); never the content. */
export function printView(row: Omit<ContestPrintRow, 'content'>, realname: string | null) {
  return {
    id: row.id,
    cid: row.cid,
    uid: row.uid,
    username: row.username,
    realname: realname ?? '',
    gmtCreate: row.created_at.toISOString(),
    status: row.status,
  };
}
export type PrintView = ReturnType<typeof printView>;

/**
 * What the AC info room carries: the rows an event added or changed (first blood may move to another
 * row), the ids it took off the list (a rejudge away from Accepted), or `reload` when every row's
 * look changed (a problem's display id or colour).
 */
export type AcInfoChange = { kind: 'rows'; rows: AcInfoView[]; removed: number[] } | { kind: 'reload' };
export type PrintChange = { kind: 'rows'; rows: PrintView[] };
export type AnnouncementChange =
  | {
      kind: 'posted' | 'updated';
      /** `gmtCreate` only on `posted`: an update keeps the first time. */
      announcement: {
        id: number;
        cid: number;
        title: string;
        content: string;
        gmtCreate?: string;
        gmtModified: string;
      };
    }
  | { kind: 'deleted'; id: number };
