import { useEffect, useState } from 'react';
import { useApiQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { getLanguages, type LanguageInfo, languageListSchema } from '../api/getLanguages';

// The judge's language list is kept in local storage ('languages', spec 01 §9), so the editor has
// its modes at once on the next visit while the list is asked for again.
const languagesKey = 'languages';

function cachedLanguages(): LanguageInfo[] {
  try {
    const parsed = languageListSchema.safeParse(JSON.parse(localStorage.getItem(languagesKey) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** Every language the judge knows, with its editor mode. */
export function useLanguageList(): LanguageInfo[] {
  const [cached] = useState(cachedLanguages);
  // Quiet on failure (getLanguages): modes are guessed from the names.
  const { data } = useApiQuery(queryKeys.languages('editor'), getLanguages);
  useEffect(() => {
    if (!data) return;
    try {
      localStorage.setItem(languagesKey, JSON.stringify(data));
    } catch {
      // storage full: the list is asked for again next time
    }
  }, [data]);
  return data ?? cached;
}
