import { z } from 'zod';
import { defineEvent } from '../catalogue/defineEvent';

import { mailServer, siteSwitches, websiteConfig } from './siteConfig';

export * from './siteConfig';

export const WebsiteConfigChanged = defineEvent('WebsiteConfigChanged', {
  schema: z.object({ changes: websiteConfig.partial() }),
});
export const SiteSwitchesChanged = defineEvent('SiteSwitchesChanged', {
  schema: z.object({ changes: siteSwitches.partial() }),
});
export const MailServerConfigured = defineEvent('MailServerConfigured', {
  schema: z.object({ mailServer: mailServer.nullable() }),
});

export const siteEvents = [WebsiteConfigChanged, SiteSwitchesChanged, MailServerConfigured] as const;
