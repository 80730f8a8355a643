import type { Extension } from '@uiw/react-codemirror';
import type { EditorMode } from '../model/languageMode';

/** Loads a mode's CodeMirror language on first use, so the editor chunk carries none of them. */
export async function loadLanguage(mode: EditorMode): Promise<Extension | null> {
  switch (mode) {
    case 'cpp':
      return (await import('@codemirror/lang-cpp')).cpp();
    case 'python':
      return (await import('@codemirror/lang-python')).python();
    case 'java':
      return (await import('@codemirror/lang-java')).java();
    case 'plain':
      return null;
    default: {
      const unhandled: never = mode;
      return unhandled;
    }
  }
}
