import type { ProductEvent, RecordedEvent } from '@oj/events';
import type { Publish } from './acInfos';
import { type AnnouncementChange, contestAnnouncementsTopic } from './helperViews';

type Event = RecordedEvent<ProductEvent>;

/**
 * Announcements are stored by the contests projection; this one only pushes them to the contest's
 * announcement room, whole, so a reader needs no further call (an update has no first time to give).
 */
export function pushAnnouncement(cid: number, event: Event, publish: Publish): void {
  const at = new Date(event.metadata.at).toISOString();
  let change: AnnouncementChange;
  if (event.type === 'ContestAnnouncementPosted') {
    change = { kind: 'posted', announcement: { ...event.data, cid, gmtCreate: at, gmtModified: at } };
  } else if (event.type === 'ContestAnnouncementUpdated') {
    change = { kind: 'updated', announcement: { ...event.data, cid, gmtModified: at } };
  } else if (event.type === 'ContestAnnouncementDeleted') {
    change = { kind: 'deleted', id: event.data.id };
  } else return;
  publish(contestAnnouncementsTopic(cid), change);
}
