import { z } from 'zod';
import { count, flag, text } from '@/lib/replyFields';
import { programTextField, type ShownText } from '../model/programText';

const orNull = z
  .number()
  .nullish()
  .transform((value) => value ?? null);

/** One row of the submission list, as lists, live rooms and the status check send it. */
export const submissionRowSchema = z.object({
  submitId: z.number(),
  /** ISO time (UTC). */
  submitTime: z.string(),
  pid: z.number(),
  /** The problem's ID as shown, e.g. "P1000". */
  displayPid: text,
  uid: z.string(),
  username: text,
  status: z.number(),
  share: flag,
  /** Milliseconds; null until judged. */
  time: orNull,
  /** KB; null until judged. */
  memory: orNull,
  /** OI problems only. */
  score: orNull,
  oiRankScore: orNull,
  length: count,
  language: text,
  cid: count,
  /** Set on a virtual participant's submission: the ended contest it was made in. */
  virtualCid: orNull,
  judger: text,
  isManual: flag,
});
export type SubmissionRow = z.infer<typeof submissionRowSchema>;

/** One judged test case, whether from the case list or pushed live. */
export interface CaseResult {
  seq: number;
  status: number;
  time: number;
  memory: number;
  score: number;
  groupNum: number;
  inputName: string;
  outputName: string;
  /** The start of the program's output, and the checker's feedback: program text (bytes). */
  userOutput: ShownText;
  message: ShownText;
}

/** The case of a live `submission:<id>` change (the judge's own field names). */
export const judgedCaseSchema = z
  .object({
    seq: z.number(),
    status: z.number(),
    time: count,
    memory: count,
    score: count,
    groupNum: count,
    inputName: text,
    outputName: text,
    userOutput: programTextField,
    message: programTextField,
  })
  .transform((c): CaseResult => c);

/** A case of `get-all-case-result` (the reference's field names). */
export const caseRowSchema = z
  .object({
    seq: z.number(),
    status: z.number(),
    time: count,
    memory: count,
    score: count,
    groupNum: count,
    inputData: text,
    outputData: text,
    userOutput: programTextField,
    message: programTextField,
  })
  .transform(
    ({ inputData, outputData, ...rest }): CaseResult => ({
      ...rest,
      inputName: inputData,
      outputName: outputData,
    }),
  );
