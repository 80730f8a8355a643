import { parseDocument } from 'yaml';
import type { z } from 'zod';
import { ProblemImportError } from './errors';
import { decodeText, describeIssues } from './text';

/** A YAML file of the package, parsed and checked against `schema`; an empty file reads as `{}`. */
export function readYaml<T>(
  bytes: Uint8Array,
  schema: z.ZodType<T>,
  file: string,
  problem: string | null,
): T {
  const document = parseDocument(decodeText(bytes));
  const [first] = document.errors;
  // The message already says "at line L, column C"; its following lines quote the source, too long here.
  if (first) throw new ProblemImportError(file, problem, `broken YAML: ${first.message.split('\n')[0]}`);
  const value: unknown = document.toJS({ maxAliasCount: 100 }) ?? {};
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ProblemImportError(file, problem, describeIssues(parsed.error));
  return parsed.data;
}
