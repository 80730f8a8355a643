import { z } from 'zod';
import { splitCommandLine } from './commandLine';

/**
 * The rules of a judge language (spec 03, 3 "language") with their messages: the server checks a saved
 * language by `languageConfig` (languageEvents.ts), built from these rules, and the admin's language dialog
 * checks its fields by `languageForm`, which reads the same rules from the text the admin typed. Pure zod
 * (`@oj/events/contracts`).
 *
 * @example
 * languageForm.parse({ ...fields, compileMemoryMb: '512' }).compile?.memoryKb // 524288
 */
export const languageLimits = {
  nameMaxLength: 50,
  descriptionMaxLength: 255,
  contentTypeMaxLength: 50,
  argumentsMax: 50,
  argumentMaxLength: 500,
  compileCpuMs: { min: 100, max: 60_000 },
  /** Shown in MB, kept in KB. */
  compileMemoryMb: { min: 16, max: 4096 },
  limitFactor: { min: 1, max: 10 },
  pids: { min: 1, max: 512 },
  seq: { min: 0, max: 10_000 },
  bindsMax: 10,
  bindMaxLength: 255,
  markersMax: 10,
  markerMaxLength: 200,
} as const;

const l = languageLimits;

export const languageMessages = {
  nameRequired: 'The language name is required',
  nameTooLong: `The language name can not exceed ${l.nameMaxLength} characters`,
  descriptionTooLong: `The description can not exceed ${l.descriptionMaxLength} characters`,
  contentTypeTooLong: `The editor mode can not exceed ${l.contentTypeMaxLength} characters`,
  fileName: 'A file name has 1 to 50 letters, digits, underscores, dots or hyphens',
  commandRequired: 'The command is required',
  unclosedQuote: 'A quote in the command is not closed',
  tooManyArguments: `A command has at most ${l.argumentsMax} arguments`,
  argumentTooLong: `An argument can not exceed ${l.argumentMaxLength} characters`,
  compileCpuMs: `The compile time is a whole number of ms from ${l.compileCpuMs.min} to ${l.compileCpuMs.max}`,
  compileMemory: `The compile memory is from ${l.compileMemoryMb.min} to ${l.compileMemoryMb.max} MB`,
  limitFactor: `The limit factor is a whole number from ${l.limitFactor.min} to ${l.limitFactor.max}`,
  pids: `The process limit is a whole number from ${l.pids.min} to ${l.pids.max}`,
  seq: `The order is a whole number from ${l.seq.min} to ${l.seq.max}`,
  tooManyBinds: `At most ${l.bindsMax} folders`,
  bindTooLong: `A folder can not exceed ${l.bindMaxLength} characters`,
  tooManyMarkers: `At most ${l.markersMax} messages`,
  markerTooLong: `A message can not exceed ${l.markerMaxLength} characters`,
} as const;

const m = languageMessages;

const wholeNumber = (range: { min: number; max: number }, message: string) =>
  z.number({ error: message }).int(message).min(range.min, message).max(range.max, message);

export const languageNameRule = z.string().trim().min(1, m.nameRequired).max(l.nameMaxLength, m.nameTooLong);
export const languageDescriptionRule = z.string().max(l.descriptionMaxLength, m.descriptionTooLong);
export const languageContentTypeRule = z.string().max(l.contentTypeMaxLength, m.contentTypeTooLong);
export const languageFileNameRule = z.string().regex(/^[\w.-]{1,50}$/, m.fileName);
/** A command's argv; argument lengths are checked as one rule so the message names the command's field. */
export const languageArgvRule = z
  .array(z.string())
  .min(1, m.commandRequired)
  .max(l.argumentsMax, m.tooManyArguments)
  .refine((argv) => argv.every((argument) => argument.length <= l.argumentMaxLength), m.argumentTooLong);
export const languageCompileCpuMsRule = wholeNumber(l.compileCpuMs, m.compileCpuMs);
export const languageCompileMemoryKbRule = wholeNumber(
  { min: l.compileMemoryMb.min * 1024, max: l.compileMemoryMb.max * 1024 },
  m.compileMemory,
);
export const languageLimitFactorRule = wholeNumber(l.limitFactor, m.limitFactor);
export const languagePidsRule = wholeNumber(l.pids, m.pids);
export const languageSeqRule = wholeNumber(l.seq, m.seq);
export const languageBindsRule = z
  .array(z.string())
  .max(l.bindsMax, m.tooManyBinds)
  .refine((binds) => binds.every((bind) => bind.length <= l.bindMaxLength), m.bindTooLong);
export const languageMarkersRule = z
  .array(z.string())
  .max(l.markersMax, m.tooManyMarkers)
  .refine(
    (markers) => markers.every((marker) => marker.length >= 1 && marker.length <= l.markerMaxLength),
    m.markerTooLong,
  );

// The dialog's text, read into what the rules check.
/** An empty box is NaN, which the number rule refuses with its message. */
const numberText = z.string().transform((text) => (text.trim() === '' ? Number.NaN : Number(text.trim())));
const linesText = z.string().transform((text) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== ''),
);
const commandText = z.string().transform((line, ctx) => {
  const split = splitCommandLine(line);
  if (split.ok) return split.argv;
  ctx.issues.push({ code: 'custom', message: m.unclosedQuote, input: line });
  return z.NEVER;
});
const commandLineRule = commandText.pipe(languageArgvRule);
const memoryMbRule = numberText.transform((mb) => Math.round(mb * 1024)).pipe(languageCompileMemoryKbRule);

const languageFields = {
  name: languageNameRule,
  description: z.string().trim().pipe(languageDescriptionRule),
  contentType: z.string().trim().pipe(languageContentTypeRule),
  sourceFile: z.string().trim().pipe(languageFileNameRule),
  exeFile: z.string().trim().pipe(languageFileNameRule),
  runLine: commandLineRule,
  limitFactor: numberText.pipe(languageLimitFactorRule),
  pids: numberText.pipe(languagePidsRule),
  binds: linesText.pipe(languageBindsRule),
  outOfMemoryMarkers: linesText.pipe(languageMarkersRule),
  forCheckers: z.boolean(),
  seq: numberText.pipe(languageSeqRule),
};

/**
 * The language dialog's fields as typed (numbers and commands are text, lists one item a line), giving the
 * language `POST|PUT /api/admin/language` take when every rule passes. The compile fields are read only for
 * a compiled language: one run from source keeps whatever they hold and has no compile step.
 */
export const languageForm = z
  .discriminatedUnion('compiled', [
    z.object({
      ...languageFields,
      compiled: z.literal(true),
      compileLine: commandLineRule,
      compileCpuMs: numberText.pipe(languageCompileCpuMsRule),
      compileMemoryMb: memoryMbRule,
    }),
    z.object({
      ...languageFields,
      compiled: z.literal(false),
      compileLine: z.string(),
      compileCpuMs: z.string(),
      compileMemoryMb: z.string(),
    }),
  ])
  .transform(({ runLine, ...fields }) => {
    const {
      compiled,
      compileLine: _line,
      compileCpuMs: _cpu,
      compileMemoryMb: _memory,
      ...language
    } = fields;
    return {
      ...language,
      compile: fields.compiled
        ? { argv: fields.compileLine, cpuMs: fields.compileCpuMs, memoryKb: fields.compileMemoryMb }
        : null,
      run: { argv: runLine },
    };
  });
export type LanguageFormFields = z.input<typeof languageForm>;
