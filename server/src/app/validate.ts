import type { z } from 'zod';
import { HttpError } from './httpError';

/** Parses a request body or query with zod; the first failed rule's message becomes a 400. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.');
  const message = issue?.message ?? 'Invalid request';
  // zod's own wordings ("Too big: expected string to have <=20 characters") name no field; ours are sentences.
  const generic = /^(Invalid|Too (big|small)|Unrecognized|Expected)/.test(message);
  throw new HttpError(400, generic && field ? `${field}: ${message}` : message);
}
