import { SubmissionStatus } from '@oj/events/vocabulary';
/** Spec 01 §9: the custom input of a test run is at most 1000 characters, polled every 1 s. */
export const maxTestInput = 1000;
export const testPollMs = 1000;
/** A test run still waits for its result while pending or judging. */
export function testRunOpen(status: number): boolean {
  return status === SubmissionStatus.pending || status === SubmissionStatus.judging;
}

export interface Sample {
  input: string;
  output: string;
}

/** Line ends and trailing blanks are not a difference worth a word. */
function normal(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trimEnd();
}

/**
 * The 1-based number of the sample whose input and output the test run used, if any: an accepted run
 * on it means that sample passed (spec 01 §4, test-run flow).
 */
export function matchingSample(
  samples: readonly Sample[],
  userInput: string,
  expectedOutput: string | null,
): number | undefined {
  if (expectedOutput === null) return undefined;
  const index = samples.findIndex(
    (sample) =>
      normal(sample.input) === normal(userInput) && normal(sample.output) === normal(expectedOutput),
  );
  return index >= 0 ? index + 1 : undefined;
}
