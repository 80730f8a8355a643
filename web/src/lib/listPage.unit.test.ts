import { describe, expect, it } from 'vitest';
import { changeRow } from './listPage';

interface Row {
  id: number;
  visible: boolean;
}

/** A page held as the query cache would hold it, changed through `updatePage`. */
function cachedPage(records: Row[]) {
  const cache = { page: { total: records.length, records } };
  const updatePage = (change: (page: typeof cache.page) => typeof cache.page) => {
    cache.page = change(cache.page);
  };
  return { cache, updatePage };
}

describe('a row changed from a list page', () => {
  it('shows the change before the server answers, and keeps it when the server takes it', async () => {
    const { cache, updatePage } = cachedPage([
      { id: 1, visible: false },
      { id: 2, visible: false },
    ]);
    let shownWhileSending: Row[] = [];
    const saved = await changeRow(
      updatePage,
      (r: Row) => r.id === 2,
      { visible: true },
      { visible: false },
      async () => {
        shownWhileSending = cache.page.records;
      },
    );
    expect(saved).toBe(true);
    expect(shownWhileSending).toEqual([
      { id: 1, visible: false },
      { id: 2, visible: true },
    ]);
    expect(cache.page).toEqual({ total: 2, records: shownWhileSending });
  });

  it('goes back when the server refuses', async () => {
    const { cache, updatePage } = cachedPage([{ id: 1, visible: true }]);
    const saved = await changeRow(
      updatePage,
      (r: Row) => r.id === 1,
      { visible: false },
      { visible: true },
      () => Promise.reject(new Error('refused')),
    );
    expect(saved).toBe(false);
    expect(cache.page.records).toEqual([{ id: 1, visible: true }]);
  });
});
