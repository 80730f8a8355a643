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
import type { QueryDb } from '../readModel/queryDb';
import type { SiteSettingsTables } from './siteSettingsProjection';

export interface SiteSettings {
  website: WebsiteConfig;
  switches: SiteSwitches;
  mailServer: MailServer | null;
}

// Built once: a zod schema compiles its parser on first use, so one made per call was compiled per call.
const storedWebsite = websiteConfig.partial();
const storedSwitches = siteSwitches.partial();

/**
 * The stored changes laid over the defaults; anything stored that no longer fits the schema is ignored.
 *
 * @example
 * const { switches } = await readSiteSettings(db);
 */
export async function readSiteSettings(db: QueryDb<SiteSettingsTables>): Promise<SiteSettings> {
  const row = await db.selectFrom('site_settings').selectAll().executeTakeFirst();
  const website = storedWebsite.safeParse(row?.website ?? {});
  const switches = storedSwitches.safeParse(row?.switches ?? {});
  const mail = mailServer.safeParse(row?.mail_server);
  return {
    website: { ...defaultWebsiteConfig, ...(website.success ? website.data : {}) },
    switches: { ...defaultSiteSwitches, ...(switches.success ? switches.data : {}) },
    mailServer: mail.success ? mail.data : null,
  };
}
