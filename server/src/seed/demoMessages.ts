import type { EventMetadata } from '@oj/events';
import { announcementPage, noticesSentPage, userBy } from '@oj/projections';
import type { Services } from '../app/services';
import { nextId, runAnnouncementCommand, runNoticeCommand } from '../message/messageCommands';

/**
 * First start only: a site announcement on the home page and a notice to all users from `root`, so a
 * newcomer's bell shows one unread system message. Left alone once any announcement or notice exists.
 */
export async function seedDemoMessages(services: Services, metadata: EventMetadata): Promise<void> {
  const page = { currentPage: 1, limit: 1 };
  const [announcements, notices] = await Promise.all([
    announcementPage(services.db, page, { visibleOnly: false }),
    noticesSentPage(services.db, page),
  ]);
  if (announcements.total > 0 || notices.total > 0) return;
  const root = await userBy(services.db, { username: 'root' });
  if (!root) return;
  const author = { uid: root.uid, username: root.username };
  const announcementId = await nextId(services, 'announcement_id_seq');
  await runAnnouncementCommand(services, metadata, announcementId, {
    type: 'CreateAnnouncement',
    id: announcementId,
    fields: {
      title: 'Welcome to the judge',
      content:
        '## Welcome!\n\nPractise on the **problem set**, join the running **Demo Contest**, or replay the finished ' +
        'one on its scroll board.\n\nNew messages (likes, notices) light up the bell at the top right, live.',
      visible: true,
    },
    author,
  });
  const noticeId = await nextId(services, 'notice_id_seq');
  await runNoticeCommand(services, metadata, {
    type: 'SendNotice',
    id: noticeId,
    title: 'Your message centre',
    content:
      'This is a system notice to every user. Open **Messages** to read it: the badge clears in every tab.',
    audience: 'all',
    recipients: [],
    author,
  });
}
