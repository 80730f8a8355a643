import type { z } from 'zod';

const utf8 = new TextDecoder();
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** Text shown to people (statements, examples): a stray invalid byte becomes U+FFFD rather than a refusal. */
export function decodeText(bytes: Uint8Array): string {
  return utf8.decode(bytes).replace(/^\uFEFF/, '');
}

/** Source code that will be compiled: invalid UTF-8 means a binary file, which we cannot store as text. */
export function decodeSource(bytes: Uint8Array): string | null {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return null;
  }
}

/** One line naming each schema issue by its path, for error messages. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(top level)'}: ${issue.message}`)
    .join('; ');
}
