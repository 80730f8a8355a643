import { z } from 'zod';

/** The code editor's choices (spec 03 §2.10): eight themes, 12-20 px, tabs of 2, 4 or 8. */
export const editorThemes = [
  'monokai',
  'solarized',
  'material',
  'idea',
  'eclipse',
  'base16-dark',
  'cobalt',
  'dracula',
] as const;
export type EditorTheme = (typeof editorThemes)[number];

export const fontSizes = [12, 13, 14, 15, 16, 17, 18, 19, 20] as const;
export const tabSizes = [2, 4, 8] as const;
export type TabSize = (typeof tabSizes)[number];

export interface EditorSettings {
  theme: EditorTheme;
  fontSize: number;
  tabSize: TabSize;
}

export const defaultEditorSettings: EditorSettings = { theme: 'solarized', fontSize: 14, tabSize: 4 };

/** Settings read back from storage: each field that is missing or wrong falls back to its default. */
export const editorSettingsSchema = z.object({
  theme: z.enum(editorThemes).catch(defaultEditorSettings.theme),
  fontSize: z.number().int().min(12).max(20).catch(defaultEditorSettings.fontSize),
  tabSize: z.union([z.literal(2), z.literal(4), z.literal(8)]).catch(defaultEditorSettings.tabSize),
});

export function isEditorTheme(value: unknown): value is EditorTheme {
  return editorThemes.some((theme) => theme === value);
}

export function isTabSize(value: unknown): value is TabSize {
  return tabSizes.some((size) => size === value);
}
