import { announcementStreamId, type EventMetadata, messagesStreamId, noticeStreamId } from '@oj/events';
import { sql } from 'kysely';
import { runCommand } from '../app/runCommand';
import type { Services } from '../app/services';
import { type AnnouncementCommand, announcementDecider } from './announcementDecider';
import { type MessageReaderCommand, messageReaderDecider } from './messageReaderDecider';
import { type NoticeCommand, noticeDecider } from './noticeDecider';

/** Runs a reader's command on `messages-<uid>` and waits for the messages read model. */
export function runMessageReaderCommand(
  services: Services,
  metadata: EventMetadata,
  command: MessageReaderCommand,
) {
  return runCommand(
    services,
    'messages',
    messagesStreamId(command.uid),
    messageReaderDecider,
    command,
    metadata,
  );
}

export function runNoticeCommand(services: Services, metadata: EventMetadata, command: NoticeCommand) {
  return runCommand(services, 'messages', noticeStreamId(command.id), noticeDecider, command, metadata);
}

export function runAnnouncementCommand(
  services: Services,
  metadata: EventMetadata,
  id: number,
  command: AnnouncementCommand,
) {
  return runCommand(
    services,
    'announcements',
    announcementStreamId(id),
    announcementDecider,
    command,
    metadata,
  );
}

/** A fresh number from one of the read side's sequences (a refused command leaves a harmless gap). */
export async function nextId(
  services: Services,
  sequence: 'notice_id_seq' | 'announcement_id_seq',
): Promise<number> {
  const { rows } = await sql<{ id: string }>`select nextval(${sequence}) as id`.execute(services.db);
  return Number(rows[0]?.id);
}
