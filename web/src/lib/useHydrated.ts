import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * False while the render is HTML on the server or that HTML's hydration, true in the browser after that
 * (and from the start of a page drawn afresh). The server renders /home once for every reader, on its own
 * clock and time zone and without the browser's APIs: a reader's local time, a count-down, this year, or
 * text only the browser can make (htmlToText's DOMParser) are drawn once this is true, so the hydrated page
 * never disagrees with the HTML.
 * @example const hydrated = useHydrated(); return <Text>{hydrated ? formatDate(at) : null}</Text>;
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
