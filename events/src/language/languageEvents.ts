import { z } from 'zod';
import { defineEvent } from '../catalogue/defineEvent';
import {
  languageArgvRule,
  languageBindsRule,
  languageCompileCpuMsRule,
  languageCompileMemoryKbRule,
  languageContentTypeRule,
  languageDescriptionRule,
  languageFileNameRule,
  languageLimitFactorRule,
  languageMarkersRule,
  languageNameRule,
  languagePidsRule,
  languageSeqRule,
} from './languageRules';

/**
 * Stream `languages`: the judge's languages as data an admin edits (spec 03, 3 "language"). The judge
 * runner receives the language with each submission it claims, so an edit applies to the next judging.
 *
 * Commands are argv arrays run inside the sandbox with cwd /box (the submission's folder). Placeholders:
 * `{src}` the source file name, `{exe}` the executable name, `{maxMemoryMb}` the run's memory limit in MB
 * (for -Xmx), `{javaHome}` the JDK folder found on the runner's machine, `{mainClass}` the class to run,
 * read from a Java source (its package and the class with main; a language using it has its source
 * written under the name its public class needs, e.g. addone.java).
 */
export const languageName = languageNameRule;

/** One language as the server keeps it; each field's rule (and message) is the dialog's (languageRules.ts). */
export const languageConfig = z.object({
  name: languageName,
  /** The editor mode (CodeMirror MIME type). */
  contentType: languageContentTypeRule,
  description: languageDescriptionRule,
  /** File the code is written to, e.g. main.cpp, Main.java. */
  sourceFile: languageFileNameRule,
  /** File the compile step leaves behind, e.g. main, Main.class, main.py. */
  exeFile: languageFileNameRule,
  /** Absent for languages run from source without a check. */
  compile: z
    .object({
      argv: languageArgvRule,
      cpuMs: languageCompileCpuMsRule,
      memoryKb: languageCompileMemoryKbRule,
    })
    .nullable(),
  run: z.object({ argv: languageArgvRule }),
  /** The reference gives every language but C and C++ twice the time and memory limits. */
  limitFactor: languageLimitFactorRule,
  /** Processes and threads the program may have (the JVM needs about 64). */
  pids: languagePidsRule,
  /** Host folders bound read-only into the box (the JDK's /etc config). */
  binds: languageBindsRule,
  /** May checkers, interactors and validators be written in it. */
  forCheckers: z.boolean(),
  /** Order in the language lists. */
  seq: languageSeqRule,
  /**
   * What the runtime prints when the program's own heap runs out (`java.lang.OutOfMemoryError`): such an
   * exit is a Memory Limit Exceeded, not a Runtime Error, because the heap cap is the memory limit's share.
   */
  outOfMemoryMarkers: languageMarkersRule.optional(),
});
export type LanguageConfig = z.infer<typeof languageConfig>;

export const LanguageSaved = defineEvent('LanguageSaved', { schema: z.object({ language: languageConfig }) });
export const LanguageRemoved = defineEvent('LanguageRemoved', { schema: z.object({ name: languageName }) });

export const languageEvents = [LanguageSaved, LanguageRemoved] as const;
