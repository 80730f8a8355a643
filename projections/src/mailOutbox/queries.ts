import type { Selectable } from 'kysely';
import type { QueryDb } from '../readModel/queryDb';
import type { MailOutboxTables } from './mailOutboxProjection';

export type OutboxMail = Omit<Selectable<MailOutboxTables['mail_outbox']>, 'updated_at'>;

/**
 * The mails the site wrote last, newest first (the admin dashboard's outbox).
 *
 * @example
 * const mails = await latestMails(db, 50);
 */
export function latestMails(db: QueryDb<MailOutboxTables>, limit: number): Promise<OutboxMail[]> {
  return db
    .selectFrom('mail_outbox')
    .select(['mail_id', 'recipient', 'subject', 'body', 'status', 'error', 'queued_at'])
    .orderBy('queued_at', 'desc')
    .limit(limit)
    .execute();
}
