import { describe, expect, it } from 'vitest';
import {
  codeKey,
  forgetCode,
  individualSettingsKey,
  type KeyValueStore,
  openingSettings,
  readCode,
  settingsKey,
  writeCode,
  writeSettings,
} from './codeStorage';
import { defaultEditorSettings } from './editorSettings';

function memoryStore(): KeyValueStore & { keys(): string[] } {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    keys: () => [...items.keys()],
  };
}

const hello = { problemId: 'hello' };

describe('keys', () => {
  it('keys code by contest (or none), problem and language', () => {
    expect(codeKey(hello, 'C++ With O2')).toBe('problemCode:none:hello:C%2B%2B%20With%20O2');
    expect(codeKey({ problemId: 'A', contestId: '12' }, 'Python3')).toBe('problemCode:12:A:Python3');
    expect(settingsKey(hello)).toBe('problemSettings:none:hello');
  });

  it('keeps ids apart that only a separator would tell apart', () => {
    expect(codeKey({ problemId: 'a:b' }, 'c')).not.toBe(codeKey({ problemId: 'a' }, 'b:c'));
    expect(codeKey({ problemId: 'P1', contestId: '3' }, 'C')).not.toBe(codeKey({ problemId: 'P1' }, 'C'));
  });
});

describe('code', () => {
  it('keeps the code of each language of a problem apart', () => {
    const store = memoryStore();
    writeCode(store, hello, 'C++', 'int main() {}', '');
    writeCode(store, hello, 'Python3', 'print(1)', '');
    expect(readCode(store, hello, 'C++')).toBe('int main() {}');
    expect(readCode(store, hello, 'Python3')).toBe('print(1)');
    expect(readCode(store, { problemId: 'other' }, 'C++')).toBeUndefined();
  });

  it('forgets code that is just the template, and code that is reset', () => {
    const store = memoryStore();
    writeCode(store, hello, 'C++', 'edited', 'template');
    writeCode(store, hello, 'C++', 'template', 'template');
    expect(readCode(store, hello, 'C++')).toBeUndefined();
    writeCode(store, hello, 'C', 'mine', '');
    forgetCode(store, hello, 'C');
    expect(store.keys()).toEqual([]);
  });

  it('keeps working when storage refuses to store', () => {
    const full: KeyValueStore = {
      ...memoryStore(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => writeCode(full, hello, 'C++', 'x', '')).not.toThrow();
  });
});

describe('settings', () => {
  const languages = ['C', 'C++ With O2', 'Python3'];

  it('opens a first problem in C++ with the default settings', () => {
    expect(openingSettings(memoryStore(), hello, languages)).toEqual({
      language: 'C++ With O2',
      settings: defaultEditorSettings,
    });
    expect(openingSettings(memoryStore(), hello, ['Java', 'Python3']).language).toBe('Java');
    expect(openingSettings(memoryStore(), hello, []).language).toBeUndefined();
  });

  it('reopens a problem as it was left', () => {
    const store = memoryStore();
    writeSettings(store, hello, { language: 'Python3', theme: 'dracula', fontSize: 18, tabSize: 2 });
    expect(openingSettings(store, hello, languages)).toEqual({
      language: 'Python3',
      settings: { theme: 'dracula', fontSize: 18, tabSize: 2 },
    });
  });

  it('starts another problem with the last settings and language used, if that problem allows it', () => {
    const store = memoryStore();
    writeSettings(store, hello, { language: 'Python3', theme: 'monokai', fontSize: 16, tabSize: 8 });
    const other = { problemId: 'other' };
    expect(openingSettings(store, other, languages).language).toBe('Python3');
    expect(openingSettings(store, other, ['C', 'Java'])).toEqual({
      language: 'C',
      settings: { theme: 'monokai', fontSize: 16, tabSize: 8 },
    });
  });

  it('repairs settings edited into nonsense, field by field', () => {
    const store = memoryStore();
    store.setItem(
      individualSettingsKey,
      JSON.stringify({ theme: 'neon', fontSize: 40, tabSize: 4, language: 7 }),
    );
    expect(openingSettings(store, hello, languages)).toEqual({
      language: 'C++ With O2',
      settings: { theme: 'solarized', fontSize: 14, tabSize: 4 },
    });
    store.setItem(settingsKey(hello), '{not json');
    expect(openingSettings(store, hello, languages).settings.tabSize).toBe(4);
  });
});
