import { z } from 'zod';
import { defineEvent } from '../catalogue/defineEvent';
import { secret } from '../catalogue/secrets';

/** Stream `mail-<mailId>`: one outgoing e-mail and what became of it (the admin outbox). */
export const MailQueued = defineEvent('MailQueued', {
  schema: z.object({
    mailId: z.string().min(1),
    to: z.string().email(),
    subject: z.string().min(1).max(200),
    /** Secret: bodies carry verification codes and password reset links (the root-only outbox shows them). */
    text: secret(z.string().max(20_000)),
  }),
});
export const MailSent = defineEvent('MailSent', { schema: z.object({ mailId: z.string().min(1) }) });
export const MailFailed = defineEvent('MailFailed', {
  schema: z.object({ mailId: z.string().min(1), error: z.string().max(1000) }),
});
/** No mail server is configured: the mail waits in the outbox (and the server log) for an admin. */
export const MailHeld = defineEvent('MailHeld', { schema: z.object({ mailId: z.string().min(1) }) });

export const mailEvents = [MailQueued, MailSent, MailFailed, MailHeld] as const;
