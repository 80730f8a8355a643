import { describe, expect, it } from 'vitest';
import { concernedKey, type KeyValueStore, readConcerned, toggleConcerned } from './concerned';

const memoryStore = (): KeyValueStore & { map: Map<string, string> } => {
  const map = new Map<string, string>();
  return { map, getItem: (key) => map.get(key) ?? null, setItem: (key, value) => void map.set(key, value) };
};
const ann = { uid: 'u-ann', username: 'ann' };
const bob = { uid: 'u-bob', username: 'bob' };

describe('followed contestants', () => {
  it('are kept per contest: following in one contest does not follow in another', () => {
    const store = memoryStore();
    const followed = toggleConcerned(store, 7, [], ann);
    expect(followed).toEqual([ann]);
    expect(readConcerned(store, 7)).toEqual([ann]);
    expect(readConcerned(store, 8)).toEqual([]);
  });

  it('toggle: a second click stops following', () => {
    const store = memoryStore();
    const both = toggleConcerned(store, 7, toggleConcerned(store, 7, [], ann), bob);
    expect(both).toEqual([ann, bob]);
    expect(toggleConcerned(store, 7, both, ann)).toEqual([bob]);
    expect(readConcerned(store, 7)).toEqual([bob]);
  });

  it('read an entry edited by hand as nobody followed', () => {
    const store = memoryStore();
    store.setItem(concernedKey(7), '{not json');
    expect(readConcerned(store, 7)).toEqual([]);
    store.setItem(concernedKey(7), JSON.stringify([ann, { uid: 3 }, 'bob']));
    expect(readConcerned(store, 7)).toEqual([ann]);
  });
});
