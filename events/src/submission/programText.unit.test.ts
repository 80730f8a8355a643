import { describe, expect, it } from 'vitest';
import {
  programText,
  programTextBytes,
  programTextFromString,
  programTextOf,
  programTextParts,
  programTextString,
  shownProgramText,
} from './programText';

const bytes = (...values: number[]) => new Uint8Array(values);
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('program text codec', () => {
  it('keeps valid UTF-8 without NUL a plain string', () => {
    expect(programTextOf(utf8('Hello, 世界 😀\n'))).toBe('Hello, 世界 😀\n');
    expect(programTextOf(bytes())).toBe('');
  });

  it('carries NUL and invalid UTF-8 as base64, byte-exact', () => {
    const samples = [
      utf8('Hello world!\0Extra...'),
      bytes(0x80, 0xff, 0xfe, 0x41),
      bytes(0xe4, 0xb8), // a character cut in two
      bytes(0xed, 0xa0, 0x80), // a UTF-8-encoded surrogate
      bytes(0xc0, 0xaf), // an overlong '/'
      Uint8Array.from({ length: 256 }, (_, i) => i),
    ];
    for (const sample of samples) {
      const text = programTextOf(sample);
      expect(typeof text).toBe('object');
      expect(programTextBytes(text)).toEqual(sample);
    }
  });

  it('round-trips large texts (no call-stack limits on base64)', () => {
    const big = Uint8Array.from({ length: 300_000 }, (_, i) => (i * 7) % 256);
    expect(programTextBytes(programTextOf(big))).toEqual(big);
  });

  it('encodes a JS string as UTF-8: NUL kept, an unpaired surrogate as U+FFFD', () => {
    expect(programTextFromString('int main(){}')).toBe('int main(){}');
    const withNul = programTextFromString('a\0b');
    expect(programTextBytes(withNul)).toEqual(bytes(0x61, 0, 0x62));
    expect(programTextString(withNul)).toBe('a\0b');
    expect(programTextFromString('x\ud800y')).toBe('x\ufffdy');
    expect(programTextFromString('\udc00')).toBe('\ufffd');
    expect(programTextFromString('pair 😀')).toBe('pair 😀');
  });

  it('shows NUL, control characters and bytes that are not UTF-8 as escapes, each its own part', () => {
    expect(shownProgramText(programTextOf(utf8('Hello world!\0Extra')))).toBe('Hello world!\\0Extra');
    expect(shownProgramText(programTextOf(bytes(0x41, 0x80, 0xe4, 0xb8, 0xad, 0xff)))).toBe('A\\x80中\\xff');
    expect(shownProgramText('tab\tline\r\nbell\x07')).toBe('tab\tline\r\nbell\\x07');
    expect(programTextParts(programTextOf(bytes(0x41, 0, 0, 0x80, 0x42)))).toEqual([
      { text: 'A', escaped: false },
      { text: '\\0\\0\\x80', escaped: true },
      { text: 'B', escaped: false },
    ]);
    // A program's own backslash stays text: only parts marked escaped stand for bytes.
    expect(programTextParts('\\0')).toEqual([{ text: '\\0', escaped: false }]);
  });

  it('decodes invalid UTF-8 with U+FFFD for an editor', () => {
    expect(programTextString(programTextOf(bytes(0x41, 0xff)))).toBe('A\ufffd');
  });

  describe('schema', () => {
    const field = programText(8);

    it('reads plain strings as stored events hold them, and base64', () => {
      expect(field.parse('plain')).toBe('plain');
      expect(field.parse({ base64: 'AAE=' })).toEqual({ base64: 'AAE=' });
      expect(field.parse(programTextOf(bytes(0, 1, 2, 3, 4, 5, 6, 7)))).toEqual({ base64: 'AAECAwQFBgc=' });
    });

    it('refuses what jsonb cannot hold as a plain string, bad base64 and oversize texts', () => {
      for (const bad of ['a\0b', 'x\ud800', { base64: 'not base64!' }, { base64: 'AAE' }, 'ninechars']) {
        expect(field.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
      }
      expect(field.safeParse(programTextOf(new Uint8Array(9))).success).toBe(false);
      expect(field.safeParse({ base64: 'AAE=', extra: 1 }).success).toBe(false);
    });
  });
});
