import {
  type ProgramText,
  type ProgramTextPart,
  programText,
  programTextParts,
  programTextString,
} from '@oj/events/programText';

/**
 * Program text (code, output, compiler and checker messages) as a page holds it. The API sends it in the
 * codec form of `@oj/events/programText`: a string, or `{ base64 }` when the bytes hold NUL or are not
 * UTF-8.
 */
export interface ShownText {
  /** For an editor or the clipboard: NUL kept, bytes that are not UTF-8 as U+FFFD. */
  text: string;
  /** For the page: the text with NUL, control characters and bad bytes as escapes (`\0`, `\x80`). */
  parts: ProgramTextPart[];
}

export function shownText(value: ProgramText): ShownText {
  return { text: programTextString(value), parts: programTextParts(value) };
}

/** Whether there is anything to show. */
export const isEmptyText = (value: ShownText) => value.text === '';

/** The server decides sizes; the page only reads. */
const anyProgramText = programText(Number.MAX_SAFE_INTEGER);

/** A reply field of program text; null or missing read as ''. */
export const programTextField = anyProgramText.nullish().transform((value) => shownText(value ?? ''));

/** A reply field of program text the reader may not be shown (null). */
export const nullableProgramTextField = anyProgramText
  .nullish()
  .transform((value) => (value === null || value === undefined ? null : shownText(value)));

/** The parts split at newlines, for a view with a line number per line. */
export function partLines(parts: readonly ProgramTextPart[]): ProgramTextPart[][] {
  const lines: ProgramTextPart[][] = [[]];
  for (const part of parts) {
    if (part.escaped) {
      lines.at(-1)?.push(part);
      continue;
    }
    part.text.split('\n').forEach((piece, index) => {
      if (index > 0) lines.push([]);
      if (piece !== '') lines.at(-1)?.push({ text: piece, escaped: false });
    });
  }
  return lines;
}
