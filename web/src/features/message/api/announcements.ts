import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { firstScreenData } from '@/lib/firstScreen';
import { announcementPageSchema, announcementSchema } from './schemas';

/** GET /api/get-common-announcement: visible site announcements, newest first (the home panel: 5). */
export function getCommonAnnouncements(currentPage: number, limit: number, signal?: AbortSignal) {
  return apiRequest('/api/get-common-announcement', announcementPageSchema, {
    query: { currentPage, limit },
    signal,
  });
}

/**
 * The first page of site announcements as /home's index.html carries it (server/src/web/firstScreen.ts),
 * for the panel's first render; undefined on any other page of the app.
 */
export function embeddedFirstAnnouncements(limit: number) {
  return firstScreenData(`/api/get-common-announcement?currentPage=1&limit=${limit}`, announcementPageSchema);
}

/** GET /api/admin/announcement: every announcement, hidden ones too (super admin). */
export function getAdminAnnouncements(currentPage: number, limit: number, signal?: AbortSignal) {
  return apiRequest('/api/admin/announcement', announcementPageSchema, {
    query: { currentPage, limit },
    signal,
  });
}

export interface AnnouncementFields {
  title?: string;
  content?: string;
  /** 0 visible, 1 hidden. */
  status?: 0 | 1;
}

/** POST (new) or PUT (`id`: only the fields given change) /api/admin/announcement. */
export function saveAnnouncement(fields: AnnouncementFields, id?: number) {
  return apiRequest('/api/admin/announcement', announcementSchema, {
    method: id === undefined ? 'POST' : 'PUT',
    body: id === undefined ? fields : { ...fields, id },
  });
}

export function deleteAnnouncement(aid: number) {
  return apiRequest('/api/admin/announcement', z.unknown(), { method: 'DELETE', query: { aid } });
}
