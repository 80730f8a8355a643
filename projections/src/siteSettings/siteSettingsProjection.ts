import type { ProductEvent } from '@oj/events';
import { type ColumnType, sql } from 'kysely';
import { defineProjection } from '../projector/projection';

/**
 * The site's settings as the changes admins made, merged in order; readers lay them over the
 * defaults in code, so a changed default applies to every site that never set that field.
 */
export type SiteSettingsTables = {
  site_settings: {
    id: ColumnType<boolean, never, never>;
    website: ColumnType<Record<string, unknown>, never, string>;
    switches: ColumnType<Record<string, unknown>, never, string>;
    mail_server: ColumnType<Record<string, unknown> | null, never, string | null>;
  };
};

export const SITE_TOPIC = 'site';

export const siteSettingsProjection = defineProjection<ProductEvent>({
  name: 'site-settings',
  handles: ['WebsiteConfigChanged', 'SiteSwitchesChanged', 'MailServerConfigured'],
  tables: [],
  async apply(event, { db: trx, publish }) {
    const db = trx.withTables<SiteSettingsTables>();
    switch (event.type) {
      case 'WebsiteConfigChanged':
        await db
          .updateTable('site_settings')
          .set({ website: sql`website || ${JSON.stringify(event.data.changes)}::jsonb` })
          .execute();
        publish(SITE_TOPIC, { website: event.data.changes });
        return;
      case 'SiteSwitchesChanged':
        await db
          .updateTable('site_settings')
          .set({ switches: sql`switches || ${JSON.stringify(event.data.changes)}::jsonb` })
          .execute();
        return;
      case 'MailServerConfigured':
        await db
          .updateTable('site_settings')
          .set({ mail_server: event.data.mailServer ? JSON.stringify(event.data.mailServer) : null })
          .execute();
        return;
    }
  },
});
