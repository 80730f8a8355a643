import { zipSync } from 'fflate';

/** How the download groups the files: a folder per contestant or a folder per problem. */
export type SplitType = 'user' | 'problem';

/** An accepted submission as the zip needs it (code as its stored bytes). */
export interface AcceptedSubmission {
  submit_id: number;
  username: string;
  display_pid: string;
  language: string;
  code: Uint8Array;
}

/** File extensions by language name; the first matching prefix wins, so 'C++ 17' is C++, not C. */
const EXTENSIONS: readonly (readonly [string, string])[] = [
  ['C++', 'cpp'],
  ['C#', 'cs'],
  ['C', 'c'],
  ['Java', 'java'],
  ['PyPy', 'py'],
  ['Python', 'py'],
  ['Golang', 'go'],
  ['Go', 'go'],
  ['Rust', 'rs'],
  ['JavaScript', 'js'],
  ['PHP', 'php'],
  ['Ruby', 'rb'],
  ['Pascal', 'pas'],
  ['Kotlin', 'kt'],
];

export function extensionOf(language: string): string {
  return EXTENSIONS.find(([prefix]) => language.startsWith(prefix))?.[1] ?? 'txt';
}

/**
 * A name safe as one path segment in any unzip tool: usernames and display ids may hold any character, so
 * separators, dots at the start (`..`), control and reserved characters become `_`; an empty result is `_`.
 */
export function safeSegment(name: string): string {
  const cleaned = name
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed here
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '_')
    .replace(/^\.+/, (dots) => '_'.repeat(dots.length))
    .trim();
  return cleaned === '' ? '_' : cleaned.slice(0, 100);
}

/**
 * The zip of accepted submissions: `<username>/<displayId>_<submitId>.<ext>` split by user,
 * `<displayId>/<username>_<submitId>.<ext>` split by problem. The submit id keeps every name unique, even
 * when two usernames sanitise alike.
 */
export function acceptedSubmissionsZip(rows: readonly AcceptedSubmission[], split: SplitType): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  for (const row of rows) {
    const [folder, prefix] =
      split === 'user' ? [row.username, row.display_pid] : [row.display_pid, row.username];
    const file = `${safeSegment(prefix)}_${row.submit_id}.${extensionOf(row.language)}`;
    files[`${safeSegment(folder)}/${file}`] = row.code;
  }
  return zipSync(files);
}
