import { z } from 'zod';

/**
 * Program text: source code, test input, program output, stderr, checker feedback and compiler messages.
 * They are bytes, and bytes are not always text that jsonb (or a PostgreSQL text column) can hold: a NUL
 * byte, invalid UTF-8, or (from a JSON string) an unpaired surrogate. So every event and wire field that
 * carries program text uses this one codec:
 *
 * - a plain string when the bytes are valid UTF-8 without NUL: what every stored event already holds;
 * - else `{ base64 }`, the bytes in standard base64.
 *
 * A string from a JSON body becomes bytes by its UTF-8 encoding (`programTextFromString`), so an
 * unpaired surrogate becomes U+FFFD: the one loss, and only of something no file can hold anyway.
 *
 * No Node APIs here (TextEncoder, atob): the web app decodes and shows program text with this module too.
 */
export type ProgramText = string | { base64: string };

/** One piece of program text as shown: text as it is, or an escape standing for bytes (`\0`, `\x80`). */
export interface ProgramTextPart {
  text: string;
  escaped: boolean;
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
/** What jsonb refuses in a string: NUL and unpaired surrogates. */
const NOT_PLAIN = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** Control characters other than tab, line feed and carriage return are shown as escapes. */
const isControl = (code: number) =>
  (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f;

/**
 * The schema of a program text field of at most `maxBytes` bytes. A plain string is checked by its length
 * in UTF-16 units, which never exceeds its UTF-8 size: events stored when the field's limit counted
 * characters still read.
 */
export function programText(maxBytes: number) {
  return z.union([
    z
      .string()
      .max(maxBytes)
      .refine((text) => !NOT_PLAIN.test(text), 'Program text with NUL or unpaired surrogates must be base64'),
    z
      .object({
        base64: z
          .string()
          .max(4 * Math.ceil(maxBytes / 3))
          .regex(BASE64, 'Program text in base64 must be standard base64')
          .refine(
            (base64) => base64Bytes(base64) <= maxBytes,
            `Program text can not exceed ${maxBytes} bytes`,
          ),
      })
      .strict(),
  ]);
}

/** Bytes as program text: a plain string when they are valid UTF-8 without NUL, else base64. */
export function programTextOf(bytes: Uint8Array): ProgramText {
  const text = strictUtf8(bytes);
  return text === null || text.includes('\0') ? { base64: toBase64(bytes) } : text;
}

/** A JS string (from a JSON body) as program text: its UTF-8 bytes, an unpaired surrogate as U+FFFD. */
export function programTextFromString(text: string): ProgramText {
  return NOT_PLAIN.test(text) ? programTextOf(new TextEncoder().encode(text)) : text;
}

/** The exact bytes. */
export function programTextBytes(text: ProgramText): Uint8Array {
  return typeof text === 'string' ? new TextEncoder().encode(text) : fromBase64(text.base64);
}

/** The text as a JS string for an editor or a clipboard: NUL kept, invalid UTF-8 as U+FFFD. */
export function programTextString(text: ProgramText): string {
  return typeof text === 'string' ? text : new TextDecoder().decode(fromBase64(text.base64));
}

/**
 * The text as shown: valid UTF-8 as it is, NUL as `\0`, other control characters (not tab, newline or
 * carriage return) and bytes that are not UTF-8 as `\xNN`, each escape its own part so a page can set it
 * apart from a program's own backslashes.
 */
export function programTextParts(text: ProgramText): ProgramTextPart[] {
  if (typeof text === 'string') return mergeParts(escapeControls(text));
  const bytes = fromBase64(text.base64);
  const parts: ProgramTextPart[] = [];
  let start = 0;
  let at = 0;
  while (at < bytes.length) {
    const length = utf8SequenceLength(bytes, at);
    if (length > 0) {
      at += length;
      continue;
    }
    parts.push(...escapeControls(new TextDecoder().decode(bytes.subarray(start, at))));
    parts.push({ text: `\\x${hex(bytes[at] ?? 0)}`, escaped: true });
    at += 1;
    start = at;
  }
  parts.push(...escapeControls(new TextDecoder().decode(bytes.subarray(start))));
  return mergeParts(parts);
}

/** The text as shown, as one string (escapes as in programTextParts). */
export function shownProgramText(text: ProgramText): string {
  return programTextParts(text)
    .map((part) => part.text)
    .join('');
}

/** How many bytes a (valid) base64 string holds. */
function base64Bytes(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

function strictUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The length of the valid UTF-8 sequence at `at` (RFC 3629: no overlongs, surrogates or > U+10FFFF), or 0. */
function utf8SequenceLength(bytes: Uint8Array, at: number): number {
  const lead = bytes[at] ?? 0;
  if (lead < 0x80) return 1;
  const [length, low, high] =
    lead >= 0xc2 && lead <= 0xdf
      ? [2, 0x80, 0xbf]
      : lead === 0xe0
        ? [3, 0xa0, 0xbf]
        : lead === 0xed
          ? [3, 0x80, 0x9f]
          : lead >= 0xe1 && lead <= 0xef
            ? [3, 0x80, 0xbf]
            : lead === 0xf0
              ? [4, 0x90, 0xbf]
              : lead === 0xf4
                ? [4, 0x80, 0x8f]
                : lead >= 0xf1 && lead <= 0xf3
                  ? [4, 0x80, 0xbf]
                  : [0, 0, 0];
  if (length === 0 || at + length > bytes.length) return 0;
  const second = bytes[at + 1] ?? 0;
  if (second < low || second > high) return 0;
  for (let i = 2; i < length; i++) {
    const next = bytes[at + i] ?? 0;
    if (next < 0x80 || next > 0xbf) return 0;
  }
  return length;
}

function escapeControls(text: string): ProgramTextPart[] {
  const parts: ProgramTextPart[] = [];
  let start = 0;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (!isControl(code)) continue;
    if (at > start) parts.push({ text: text.slice(start, at), escaped: false });
    parts.push({ text: code === 0 ? '\\0' : `\\x${hex(code)}`, escaped: true });
    start = at + 1;
  }
  if (start < text.length) parts.push({ text: text.slice(start), escaped: false });
  return parts;
}

/** Neighbouring parts of one kind become one part. */
function mergeParts(parts: ProgramTextPart[]): ProgramTextPart[] {
  const merged: ProgramTextPart[] = [];
  for (const part of parts) {
    const last = merged.at(-1);
    if (last && last.escaped === part.escaped) last.text += part.text;
    else merged.push({ ...part });
  }
  return merged;
}

const hex = (byte: number) => byte.toString(16).padStart(2, '0');

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

function fromBase64(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
