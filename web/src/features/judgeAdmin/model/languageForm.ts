import type { Language } from '../api/languageSchema';
import { joinCommandLine, splitCommandLine } from './commandLine';

/** The language dialog's fields as typed: numbers and commands stay text until the form is checked. */
export interface LanguageForm {
  name: string;
  description: string;
  contentType: string;
  sourceFile: string;
  exeFile: string;
  compiled: boolean;
  compileLine: string;
  compileCpuMs: string;
  /** Shown in MB, kept by the server in KB. */
  compileMemoryMb: string;
  runLine: string;
  limitFactor: string;
  pids: string;
  /** One host folder per line. */
  binds: string;
  /** One marker per line: stderr text that makes a runtime error a Memory Limit Exceeded. */
  outOfMemoryMarkers: string;
  forCheckers: boolean;
  seq: string;
}
export type LanguageField = keyof LanguageForm;

/** Why a field is refused; the dialog words it (judgeAdmin.languages.errors.*). */
export type FieldError =
  | { code: 'required' }
  | { code: 'fileName' }
  | { code: 'tooLong'; max: number }
  | { code: 'range'; min: number; max: number }
  | { code: 'unclosedQuote' }
  | { code: 'tooManyArguments'; max: number }
  | { code: 'argumentTooLong'; max: number }
  | { code: 'tooManyBinds'; max: number }
  | { code: 'tooManyMarkers'; max: number };

export type FormCheck =
  | { ok: true; language: Language }
  | { ok: false; errors: Partial<Record<LanguageField, FieldError>> };

// The server's limits (events/src/language/languageEvents.ts), checked here to say what is wrong by field.
const MAX_ARGS = 50;
const MAX_ARG_LENGTH = 500;
const MAX_BINDS = 10;
const MAX_MARKERS = 10;
const FILE_NAME = /^[\w.-]{1,50}$/;

export function languageToForm(language: Language): LanguageForm {
  return {
    name: language.name,
    description: language.description,
    contentType: language.contentType,
    sourceFile: language.sourceFile,
    exeFile: language.exeFile,
    compiled: language.compile !== null,
    compileLine: language.compile ? joinCommandLine(language.compile.argv) : '',
    compileCpuMs: String(language.compile?.cpuMs ?? 10_000),
    compileMemoryMb: String((language.compile?.memoryKb ?? 512 * 1024) / 1024),
    runLine: joinCommandLine(language.run.argv),
    limitFactor: String(language.limitFactor),
    pids: String(language.pids),
    binds: language.binds.join('\n'),
    outOfMemoryMarkers: (language.outOfMemoryMarkers ?? []).join('\n'),
    forCheckers: language.forCheckers,
    seq: String(language.seq),
  };
}

/** A new language: a compiled program run as /box/{exe}, listed after the others. */
export function newLanguageForm(existing: readonly Language[]): LanguageForm {
  const seq = Math.min(10_000, Math.max(-1, ...existing.map((language) => language.seq)) + 1);
  return {
    name: '',
    description: '',
    contentType: '',
    sourceFile: '',
    exeFile: '',
    compiled: true,
    compileLine: '',
    compileCpuMs: '10000',
    compileMemoryMb: '512',
    runLine: '/box/{exe}',
    limitFactor: '1',
    pids: '16',
    binds: '',
    outOfMemoryMarkers: '',
    forCheckers: false,
    seq: String(seq),
  };
}

/** The arguments a command field will run, or why it cannot be read. */
export function commandOf(line: string): { argv: string[] } | { error: FieldError } {
  const split = splitCommandLine(line);
  if (!split.ok) return { error: { code: 'unclosedQuote' } };
  if (split.argv.length === 0) return { error: { code: 'required' } };
  if (split.argv.length > MAX_ARGS) return { error: { code: 'tooManyArguments', max: MAX_ARGS } };
  if (split.argv.some((argument) => argument.length > MAX_ARG_LENGTH)) {
    return { error: { code: 'argumentTooLong', max: MAX_ARG_LENGTH } };
  }
  return { argv: split.argv };
}

const lines = (value: string) =>
  value
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** Checks every field as the server would, and builds the language to send when all pass. */
export function checkLanguageForm(form: LanguageForm): FormCheck {
  const errors: Partial<Record<LanguageField, FieldError>> = {};
  const text = (field: LanguageField, value: string, max: number, required: boolean) => {
    const trimmed = value.trim();
    if (required && !trimmed) errors[field] = { code: 'required' };
    else if (trimmed.length > max) errors[field] = { code: 'tooLong', max };
    return trimmed;
  };
  const fileName = (field: LanguageField, value: string) => {
    const trimmed = value.trim();
    if (!trimmed) errors[field] = { code: 'required' };
    else if (!FILE_NAME.test(trimmed)) errors[field] = { code: 'fileName' };
    return trimmed;
  };
  const integer = (field: LanguageField, value: string, min: number, max: number, scale = 1) => {
    const number = Number(value.trim());
    const scaled = Math.round(number * scale);
    if (!value.trim()) errors[field] = { code: 'required' };
    else if (!Number.isFinite(number) || scaled < min * scale || scaled > max * scale) {
      errors[field] = { code: 'range', min, max };
    } else if (scale === 1 && !Number.isInteger(number)) errors[field] = { code: 'range', min, max };
    return scaled;
  };
  const command = (field: LanguageField, line: string) => {
    const read = commandOf(line);
    if ('error' in read) {
      errors[field] = read.error;
      return [];
    }
    return read.argv;
  };

  const name = text('name', form.name, 50, true);
  const description = text('description', form.description, 255, false);
  const contentType = text('contentType', form.contentType, 50, false);
  const sourceFile = fileName('sourceFile', form.sourceFile);
  const exeFile = fileName('exeFile', form.exeFile);
  const compile = form.compiled
    ? {
        argv: command('compileLine', form.compileLine),
        cpuMs: integer('compileCpuMs', form.compileCpuMs, 100, 60_000),
        memoryKb: integer('compileMemoryMb', form.compileMemoryMb, 16, 4096, 1024),
      }
    : null;
  const run = { argv: command('runLine', form.runLine) };
  const limitFactor = integer('limitFactor', form.limitFactor, 1, 10);
  const pids = integer('pids', form.pids, 1, 512);
  const binds = lines(form.binds);
  if (binds.length > MAX_BINDS) errors.binds = { code: 'tooManyBinds', max: MAX_BINDS };
  else if (binds.some((bind) => bind.length > 255)) errors.binds = { code: 'tooLong', max: 255 };
  const outOfMemoryMarkers = lines(form.outOfMemoryMarkers);
  if (outOfMemoryMarkers.length > MAX_MARKERS) {
    errors.outOfMemoryMarkers = { code: 'tooManyMarkers', max: MAX_MARKERS };
  } else if (outOfMemoryMarkers.some((marker) => marker.length > 200)) {
    errors.outOfMemoryMarkers = { code: 'tooLong', max: 200 };
  }
  const seq = integer('seq', form.seq, 0, 10_000);

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    language: {
      name,
      description,
      contentType,
      sourceFile,
      exeFile,
      compile,
      run,
      limitFactor,
      pids,
      binds,
      outOfMemoryMarkers,
      forCheckers: form.forCheckers,
      seq,
    },
  };
}
