import type { ContestFeature } from '../core/contestFeature';
import { contestAnnouncementsRoomGuard } from './announcementRooms';
import { contestAnnouncementRoutes } from './announcementRoutes';

/** Announcements as contestants read them (unread state, the live room); the back office writes them. */
export const contestAnnouncements: ContestFeature = {
  routers: (services) => [contestAnnouncementRoutes(services)],
  rooms: (db) => [contestAnnouncementsRoomGuard(db)],
};
