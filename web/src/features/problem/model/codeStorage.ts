import { z } from 'zod';
import { defaultEditorSettings, type EditorSettings, editorSettingsSchema } from './editorSettings';

// What the problem page keeps in local storage (spec 01 §9, "Local storage keys"): the code per
// problem and language, the editor settings per problem, both scoped by contest ("none" outside one),
// and the reader's own defaults (last language and settings) that a problem not yet opened starts with.
//
//   problemCode:<contest|none>:<problemId>:<language>   the code, as text
//   problemSettings:<contest|none>:<problemId>          { language, theme, fontSize, tabSize }
//   editorSettings                                      the same, last used anywhere
//
// Parts are URI-encoded, so a ':' in an id or a language name cannot make two keys meet.

/** The part of Storage used here; tests pass a Map-backed one. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Which problem's code: outside a contest, or the problem inside one. */
export interface CodeScope {
  problemId: string;
  contestId?: string;
}

export interface ProblemSettings extends EditorSettings {
  language: string;
}

export const individualSettingsKey = 'editorSettings';

function scopePrefix({ problemId, contestId }: CodeScope): string {
  return `${contestId ? encodeURIComponent(contestId) : 'none'}:${encodeURIComponent(problemId)}`;
}

export function codeKey(scope: CodeScope, language: string): string {
  return `problemCode:${scopePrefix(scope)}:${encodeURIComponent(language)}`;
}

export function settingsKey(scope: CodeScope): string {
  return `problemSettings:${scopePrefix(scope)}`;
}

export function readCode(store: KeyValueStore, scope: CodeScope, language: string): string | undefined {
  return store.getItem(codeKey(scope, language)) ?? undefined;
}

/** Keeps the code; code equal to the template is forgotten, so a later change of template shows. */
export function writeCode(
  store: KeyValueStore,
  scope: CodeScope,
  language: string,
  code: string,
  template: string,
): void {
  const key = codeKey(scope, language);
  if (code === template) store.removeItem(key);
  else safeSet(store, key, code);
}

export function forgetCode(store: KeyValueStore, scope: CodeScope, language: string): void {
  store.removeItem(codeKey(scope, language));
}

const settingsSchema = editorSettingsSchema.extend({ language: z.string().optional().catch(undefined) });

type StoredSettings = EditorSettings & { language?: string };

function readSettings(store: KeyValueStore, key: string): StoredSettings | undefined {
  const text = store.getItem(key);
  if (text === null) return undefined;
  try {
    const parsed = settingsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined; // not JSON: edited by hand
  }
}

/**
 * The settings a problem opens with: its own if it was opened before, else the reader's last ones;
 * the language only if the problem allows it, else the first allowed C++ (or simply the first).
 */
export function openingSettings(
  store: KeyValueStore,
  scope: CodeScope,
  languages: readonly string[],
): { language: string | undefined; settings: EditorSettings } {
  const own = readSettings(store, settingsKey(scope));
  const individual = readSettings(store, individualSettingsKey);
  const stored = own ?? individual;
  const settings = stored
    ? { theme: stored.theme, fontSize: stored.fontSize, tabSize: stored.tabSize }
    : { ...defaultEditorSettings };
  const wanted = [own?.language, individual?.language].find(
    (language) => language !== undefined && languages.includes(language),
  );
  const language = wanted ?? languages.find((name) => name.startsWith('C++')) ?? languages[0];
  return { language, settings };
}

/** Remembers the settings for this problem, and as the reader's defaults for the next one. */
export function writeSettings(store: KeyValueStore, scope: CodeScope, settings: ProblemSettings): void {
  const text = JSON.stringify(settings);
  safeSet(store, settingsKey(scope), text);
  safeSet(store, individualSettingsKey, text);
}

function safeSet(store: KeyValueStore, key: string, value: string): void {
  try {
    store.setItem(key, value);
  } catch {
    // storage full or switched off: the editor keeps working, only without memory
  }
}
