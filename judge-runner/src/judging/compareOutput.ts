import { type FinalVerdict, SubmissionStatus } from '@oj/events';

/** ASCII whitespace only: the bytes of a UTF-8 character are never whitespace. */
const ALL_WHITESPACE = /[ \t\r\n\v\f]+/g;
const BLANKS = new Set([' ', '\t', '\r', '\v', '\f']);

/**
 * The default comparison (spec 04). With `removeEndBlank`, trailing whitespace on each line and blank
 * lines at the end are ignored, and any other difference is WA. Without it, only identical bytes are AC;
 * output equal to the answer once all whitespace is removed is PE; anything else is WA.
 */
export function compareOutput(output: Buffer, answer: Buffer, removeEndBlank: boolean): FinalVerdict {
  if (output.equals(answer)) return SubmissionStatus.accepted;
  // latin1 maps each byte to one character: no decoding errors, byte-exact comparisons.
  const [user, expected] = [output.toString('latin1'), answer.toString('latin1')];
  if (removeEndBlank) {
    return sameLines(trimmedLines(user), trimmedLines(expected))
      ? SubmissionStatus.accepted
      : SubmissionStatus.wrongAnswer;
  }
  return user.replace(ALL_WHITESPACE, '') === expected.replace(ALL_WHITESPACE, '')
    ? SubmissionStatus.presentationError
    : SubmissionStatus.wrongAnswer;
}

function trimmedLines(text: string): string[] {
  return trimEnd(text, true)
    .split('\n')
    .map((line) => trimEnd(line, false));
}

/** A loop, not a /\s+$/ regex: that one backtracks quadratically on long runs of inner whitespace. */
function trimEnd(text: string, newlines: boolean): string {
  let end = text.length;
  while (end > 0) {
    const char = text[end - 1] ?? '';
    if (!BLANKS.has(char) && !(newlines && char === '\n')) break;
    end--;
  }
  return text.slice(0, end);
}

function sameLines(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((line, index) => line === b[index]);
}
