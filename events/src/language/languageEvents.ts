import { z } from 'zod';
import { defineEvent } from '../catalogue/defineEvent';

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
export const languageName = z.string().trim().min(1).max(50);

export const languageConfig = z.object({
  name: languageName,
  /** The editor mode (CodeMirror MIME type). */
  contentType: z.string().max(50),
  description: z.string().max(255),
  /** File the code is written to, e.g. main.cpp, Main.java. */
  sourceFile: z.string().regex(/^[\w.-]{1,50}$/),
  /** File the compile step leaves behind, e.g. main, Main.class, main.py. */
  exeFile: z.string().regex(/^[\w.-]{1,50}$/),
  /** Absent for languages run from source without a check. */
  compile: z
    .object({
      argv: z.array(z.string().max(500)).min(1).max(50),
      cpuMs: z.number().int().min(100).max(60_000),
      memoryKb: z
        .number()
        .int()
        .min(16_384)
        .max(4 * 1024 * 1024),
    })
    .nullable(),
  run: z.object({ argv: z.array(z.string().max(500)).min(1).max(50) }),
  /** The reference gives every language but C and C++ twice the time and memory limits. */
  limitFactor: z.number().int().min(1).max(10),
  /** Processes and threads the program may have (the JVM needs about 64). */
  pids: z.number().int().min(1).max(512),
  /** Host folders bound read-only into the box (the JDK's /etc config). */
  binds: z.array(z.string().max(255)).max(10),
  /** May checkers, interactors and validators be written in it. */
  forCheckers: z.boolean(),
  /** Order in the language lists. */
  seq: z.number().int().min(0).max(10_000),
  /**
   * What the runtime prints when the program's own heap runs out (`java.lang.OutOfMemoryError`): such an
   * exit is a Memory Limit Exceeded, not a Runtime Error, because the heap cap is the memory limit's share.
   */
  outOfMemoryMarkers: z.array(z.string().min(1).max(200)).max(10).optional(),
});
export type LanguageConfig = z.infer<typeof languageConfig>;

export const LanguageSaved = defineEvent('LanguageSaved', { schema: z.object({ language: languageConfig }) });
export const LanguageRemoved = defineEvent('LanguageRemoved', { schema: z.object({ name: languageName }) });

export const languageEvents = [LanguageSaved, LanguageRemoved] as const;
