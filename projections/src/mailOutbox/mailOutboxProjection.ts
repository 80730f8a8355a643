import type { ProductEvent } from '@oj/events';
import type { ColumnType } from 'kysely';
import { defineProjection } from '../projector/projection';

export type MailStatus = 'queued' | 'sent' | 'failed' | 'held';

export type MailOutboxTables = {
  mail_outbox: {
    mail_id: string;
    recipient: string;
    subject: string;
    body: string;
    status: MailStatus;
    error: string | null;
    queued_at: ColumnType<Date, Date, Date>;
    updated_at: ColumnType<Date, Date, Date>;
  };
};

/** The admin dashboard's outbox: every e-mail the site wrote and whether it went out. */
export const mailOutboxProjection = defineProjection<ProductEvent>({
  name: 'mail-outbox',
  handles: ['MailQueued', 'MailSent', 'MailFailed', 'MailHeld'],
  tables: ['mail_outbox'],
  async apply(event, { db: trx }) {
    const db = trx.withTables<MailOutboxTables>();
    const at = new Date(event.metadata.at);
    const setStatus = (mailId: string, status: MailStatus, error: string | null = null) =>
      db
        .updateTable('mail_outbox')
        .set({ status, error, updated_at: at })
        .where('mail_id', '=', mailId)
        .execute();
    switch (event.type) {
      case 'MailQueued':
        await db
          .insertInto('mail_outbox')
          .values({
            mail_id: event.data.mailId,
            recipient: event.data.to,
            subject: event.data.subject,
            body: event.data.text,
            status: 'queued',
            error: null,
            queued_at: at,
            updated_at: at,
          })
          .execute();
        return;
      case 'MailSent':
        await setStatus(event.data.mailId, 'sent');
        return;
      case 'MailFailed':
        await setStatus(event.data.mailId, 'failed', event.data.error);
        return;
      case 'MailHeld':
        await setStatus(event.data.mailId, 'held');
        return;
    }
  },
});
