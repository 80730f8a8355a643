import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '@oj/events';
import { readSiteSettings } from '@oj/projections';
import nodemailer from 'nodemailer';
import type { Services } from '../app/services';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export type MailOutcome = 'sent' | 'held' | 'failed';
/** What became of a mail, and the mail server's own answer: its reply line when sent, its error when not. */
export interface MailReport {
  outcome: MailOutcome;
  detail: string;
}

/**
 * Records the mail (MailQueued), then sends it through the admin's SMTP server. Without one, as on
 * the embedded demo, the mail is held: written to the server log and the admin outbox, so a newcomer
 * can still read the code and register.
 */
export async function sendMail(services: Services, mail: Mail, metadata: EventMetadata): Promise<MailReport> {
  const mailId = randomUUID();
  const stream = `mail-${mailId}`;
  await services.store.append(stream, [{ type: 'MailQueued', data: { mailId, ...mail } }], {
    expectedVersion: 'no_stream',
    metadata,
  });
  const { mailServer } = await readSiteSettings(services.db);
  if (!mailServer) {
    services.log.info(
      { mail: { to: mail.to, subject: mail.subject, text: mail.text } },
      'mail held: no mail server configured',
    );
    await services.store.append(stream, [{ type: 'MailHeld', data: { mailId } }], {
      expectedVersion: 1,
      metadata,
    });
    return { outcome: 'held', detail: 'No mail server is set: the mail is held in the outbox' };
  }
  try {
    const transport = nodemailer.createTransport({
      host: mailServer.host,
      port: mailServer.port,
      secure: mailServer.secure,
      auth: mailServer.username ? { user: mailServer.username, pass: mailServer.password } : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
    });
    const sent = await transport.sendMail({
      from: mailServer.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
    });
    await services.store.append(stream, [{ type: 'MailSent', data: { mailId } }], {
      expectedVersion: 1,
      metadata,
    });
    return { outcome: 'sent', detail: String(sent.response ?? '') };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    services.log.warn({ err: error, to: mail.to }, 'mail could not be sent');
    await services.store.append(
      stream,
      [{ type: 'MailFailed', data: { mailId, error: message.slice(0, 1000) } }],
      {
        expectedVersion: 1,
        metadata,
      },
    );
    return { outcome: 'failed', detail: message.slice(0, 1000) };
  }
}
