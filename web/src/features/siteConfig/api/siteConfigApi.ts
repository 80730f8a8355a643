import { mailServer, type mailServerForm, websiteConfig } from '@oj/events/contracts';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';

export type WebsiteConfig = z.infer<typeof websiteConfig>;

/** The mail server as the back office sees it: the password never comes back, only whether one is set. */
const mailServerView = mailServer.extend({ password: z.string(), hasPassword: z.boolean() }).nullable();
export type MailServerView = z.infer<typeof mailServerView>;
/** The mail form's output: a server (an absent password keeps the stored one) or `{ enabled: false }`. */
export type MailServerEdit = z.output<typeof mailServerForm>;

const mailReport = z.object({ outcome: z.enum(['sent', 'held', 'failed']), detail: z.string() });
export type MailReport = z.infer<typeof mailReport>;

/** GET /api/admin/config/get-web-config (super admin). */
export function getWebsiteConfig(signal?: AbortSignal): Promise<WebsiteConfig> {
  return apiRequest('/api/admin/config/get-web-config', websiteConfig, { signal });
}

/** PUT /api/admin/config/set-web-config: the fields given change, as one event. */
export async function setWebsiteConfig(changes: Partial<WebsiteConfig>): Promise<void> {
  await apiRequest('/api/admin/config/set-web-config', z.unknown(), { method: 'PUT', body: changes });
}

/** GET /api/admin/config/get-email-config: null when no mail server is set. */
export function getMailServer(signal?: AbortSignal): Promise<MailServerView> {
  return apiRequest('/api/admin/config/get-email-config', mailServerView, { signal });
}

/** PUT /api/admin/config/set-email-config: a server (no password: keep the stored one), or `{ enabled: false }` to remove it. */
export async function setMailServer(server: MailServerEdit): Promise<void> {
  await apiRequest('/api/admin/config/set-email-config', z.unknown(), { method: 'PUT', body: server });
}
/** POST /api/admin/config/test-email: what became of a test mail, with the mail server's own answer. */
export function sendTestMail(email: string): Promise<MailReport> {
  return apiRequest('/api/admin/config/test-email', mailReport, {
    method: 'POST',
    body: { email },
    timeoutMs: 60_000,
  });
}
