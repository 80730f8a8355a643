import { atom } from 'jotai';
import { z } from 'zod';
import { apiRequest } from './api';
import { flag, text } from './replyFields';
import { appStore } from './store';

/** GET /api/get-website-config: what the administrator calls the site, and which areas are open. */
export const siteConfigSchema = z.object({
  baseUrl: text,
  name: text,
  shortName: text,
  register: z
    .boolean()
    .nullish()
    .transform((value) => value ?? true),
  recordName: text,
  recordUrl: text,
  description: text,
  email: text,
  projectName: text,
  projectUrl: text,
  openPublicDiscussion: flag,
  openGroupDiscussion: flag,
  openContestComment: flag,
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** The switches that open or close whole areas of the site (spec 03 §2.2). */
export type SiteSwitch = 'openPublicDiscussion' | 'openGroupDiscussion' | 'openContestComment';

const configAtom = atom<SiteConfig | undefined>(undefined);

/** The site config once loaded; undefined before, or when the server could not tell. */
export const siteConfigAtom = atom((get) => get(configAtom));

/**
 * Puts a config read elsewhere into `store`: the server's render of /home, from the answer it embeds, so the
 * frame it renders names the site as the browser's first render will.
 */
export function showSiteConfig(store: typeof appStore, config: SiteConfig | undefined): void {
  store.set(configAtom, config);
}

let loading: Promise<SiteConfig | undefined> | undefined;

/** Loads the config once per page load; every later caller shares that request. */
export function loadSiteConfig(): Promise<SiteConfig | undefined> {
  loading ??= fetchConfig();
  return loading;
}

/** Asks again, e.g. after the administrator changed the switches. */
export function reloadSiteConfig(): Promise<SiteConfig | undefined> {
  loading = fetchConfig();
  return loading;
}

async function fetchConfig(): Promise<SiteConfig | undefined> {
  try {
    const config = await apiRequest('/api/get-website-config', siteConfigSchema, { quiet: true });
    appStore.set(configAtom, config);
    return config;
  } catch {
    // Without a config the shell falls back to its own texts and gated areas stay closed.
    return undefined;
  }
}
