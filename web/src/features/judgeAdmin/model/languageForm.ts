import { joinCommandLine, type LanguageFormFields } from '@oj/events/contracts';
import type { Language } from '../api/languageSchema';

// The language dialog's fields as typed; their rules (and the language they give) are the server's,
// `languageForm` of @oj/events/contracts.

export function languageToForm(language: Language): LanguageFormFields {
  return {
    name: language.name,
    description: language.description,
    contentType: language.contentType,
    sourceFile: language.sourceFile,
    exeFile: language.exeFile,
    compiled: language.compile !== null,
    compileLine: language.compile ? joinCommandLine(language.compile.argv) : '',
    compileCpuMs: String(language.compile?.cpuMs ?? 10_000),
    // Shown in MB, kept by the server in KB.
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
export function newLanguageForm(existing: readonly Language[]): LanguageFormFields {
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
