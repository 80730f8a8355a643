/** The syntax modes the editor has; anything else is edited as plain text. */
export type EditorMode = 'cpp' | 'python' | 'java' | 'plain';

// The judge names each language's mode the way CodeMirror 5 did (/api/languages, contentType).
const byContentType: Record<string, EditorMode> = {
  'text/x-csrc': 'cpp',
  'text/x-c++src': 'cpp',
  'text/x-python': 'python',
  'text/x-java': 'java',
};

/**
 * The mode for a language: from the judge's language list when it names one, else guessed from the
 * name (the list may not have arrived yet).
 */
export function modeOf(
  language: string,
  known: readonly { name: string; contentType: string }[],
): EditorMode {
  const listed = known.find((entry) => entry.name === language);
  const fromType = listed ? byContentType[listed.contentType.trim().toLowerCase()] : undefined;
  if (fromType) return fromType;
  const name = language.trim().toLowerCase();
  if (/^(c|c\+\+)(?![#\w])/.test(name)) return 'cpp';
  if (name.includes('python') || name.startsWith('pypy')) return 'python';
  if (/^java(?!script)/.test(name)) return 'java';
  return 'plain';
}
