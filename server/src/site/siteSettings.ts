import {
  defaultSiteSwitches,
  defaultWebsiteConfig,
  type MailServer,
  mailServer,
  type SiteSwitches,
  siteSwitches,
  type WebsiteConfig,
  websiteConfig,
} from '@oj/events';
import type { SiteSettingsTables } from '@oj/projections';
import type { Kysely } from 'kysely';

export interface SiteSettings {
  website: WebsiteConfig;
  switches: SiteSwitches;
  mailServer: MailServer | null;
}

/** The stored changes laid over the defaults; anything stored that no longer fits the schema is ignored. */
export async function readSiteSettings(db: Kysely<SiteSettingsTables>): Promise<SiteSettings> {
  const row = await db.selectFrom('site_settings').selectAll().executeTakeFirst();
  const website = websiteConfig.partial().safeParse(row?.website ?? {});
  const switches = siteSwitches.partial().safeParse(row?.switches ?? {});
  const mail = mailServer.safeParse(row?.mail_server);
  return {
    website: { ...defaultWebsiteConfig, ...(website.success ? website.data : {}) },
    switches: { ...defaultSiteSwitches, ...(switches.success ? switches.data : {}) },
    mailServer: mail.success ? mail.data : null,
  };
}
