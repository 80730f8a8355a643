import type { Decider, MailServer, ProductEvent, SiteSwitches, WebsiteConfig } from '@oj/events';

export const SITE_STREAM = 'site';

export type SiteCommand =
  | { type: 'ChangeWebsite'; changes: Partial<WebsiteConfig> }
  | { type: 'ChangeSwitches'; changes: Partial<SiteSwitches> }
  | { type: 'ConfigureMailServer'; mailServer: MailServer | null };

type SiteState = { website: Partial<WebsiteConfig>; switches: Partial<SiteSwitches> };

/** The site's settings; an event records only the fields that really change. */
export const siteDecider: Decider<SiteCommand, ProductEvent, SiteState> = {
  initialState: () => ({ website: {}, switches: {} }),
  evolve(state, event) {
    if (event.type === 'WebsiteConfigChanged')
      return { ...state, website: { ...state.website, ...event.data.changes } };
    if (event.type === 'SiteSwitchesChanged')
      return { ...state, switches: { ...state.switches, ...event.data.changes } };
    return state;
  },
  decide(command, state) {
    switch (command.type) {
      case 'ChangeWebsite': {
        const changes = differences(state.website, command.changes);
        return Object.keys(changes).length > 0 ? [{ type: 'WebsiteConfigChanged', data: { changes } }] : [];
      }
      case 'ChangeSwitches': {
        const changes = differences(state.switches, command.changes);
        return Object.keys(changes).length > 0 ? [{ type: 'SiteSwitchesChanged', data: { changes } }] : [];
      }
      case 'ConfigureMailServer':
        return [{ type: 'MailServerConfigured', data: { mailServer: command.mailServer } }];
    }
  },
};

function differences<T extends object>(current: Partial<T>, wanted: Partial<T>): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(wanted) as (keyof T)[]) {
    if (wanted[key] !== undefined && wanted[key] !== current[key]) changes[key] = wanted[key];
  }
  return changes;
}
