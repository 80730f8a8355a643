import { z } from 'zod';

/**
 * One judge language as the server keeps it (events/src/language/languageEvents.ts): commands are argv
 * arrays run in the sandbox with cwd /box; `{src}`, `{exe}`, `{maxMemoryMb}`, `{javaHome}` and
 * `{mainClass}` are filled in by the runner.
 */
export const languageSchema = z.object({
  name: z.string(),
  /** The editor mode (CodeMirror 5 MIME type). */
  contentType: z.string(),
  description: z.string(),
  sourceFile: z.string(),
  exeFile: z.string(),
  compile: z.object({ argv: z.array(z.string()), cpuMs: z.number(), memoryKb: z.number() }).nullable(),
  run: z.object({ argv: z.array(z.string()) }),
  limitFactor: z.number(),
  pids: z.number(),
  binds: z.array(z.string()),
  /** Stderr text that makes a runtime error a Memory Limit Exceeded (the JVM's OutOfMemoryError). */
  outOfMemoryMarkers: z.array(z.string()).optional(),
  forCheckers: z.boolean(),
  seq: z.number(),
  /** Listed only (never saved): false when no live runner can run it (its compiler is missing). */
  available: z.boolean().optional(),
});
export type Language = z.infer<typeof languageSchema>;
