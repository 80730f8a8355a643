import type { LanguageConfig, ProductEvent } from '@oj/events';
import { defaultLanguages } from '@oj/events/judge';
import type { Services } from '../app/services';

export const LANGUAGES_STREAM = 'languages';

/**
 * The languages the judge offers: the reference's defaults with the admin's edits laid over them. The
 * stream is tiny (one event per edit), so it is folded on read rather than projected.
 */
export async function loadLanguages(services: Pick<Services, 'store'>): Promise<LanguageConfig[]> {
  const events = await services.store.readStream(LANGUAGES_STREAM);
  return foldLanguages(defaultLanguages, events);
}

export function foldLanguages(
  defaults: readonly LanguageConfig[],
  events: readonly ProductEvent[],
): LanguageConfig[] {
  const byName = new Map(defaults.map((language) => [language.name, language]));
  for (const event of events) {
    if (event.type === 'LanguageSaved') byName.set(event.data.language.name, event.data.language);
    if (event.type === 'LanguageRemoved') byName.delete(event.data.name);
  }
  return [...byName.values()].sort((a, b) => a.seq - b.seq || a.name.localeCompare(b.name));
}
