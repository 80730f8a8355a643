import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { acceptedSubmissionsZip, extensionOf, safeSegment } from './acceptedSubmissionsZip';

describe('names in the accepted submissions zip', () => {
  it('keeps a name to one harmless path segment', () => {
    expect(safeSegment('../x')).toBe('___x');
    expect(safeSegment('..')).toBe('__');
    expect(safeSegment('a/b\\c:d')).toBe('a_b_c_d');
    expect(safeSegment('tab\there')).toBe('tab_here');
    expect(safeSegment('   ')).toBe('_');
    expect(safeSegment('小明')).toBe('小明');
  });

  it('names the extension by language, C++ before C', () => {
    expect(extensionOf('C++ 17 With O2')).toBe('cpp');
    expect(extensionOf('C With O2')).toBe('c');
    expect(extensionOf('C#')).toBe('cs');
    expect(extensionOf('Python3')).toBe('py');
    expect(extensionOf('Brainfuck')).toBe('txt');
  });

  it('folders by user or by problem, the bytes as they are', () => {
    const code = new Uint8Array([0x61, 0, 0xff]);
    const row = { submit_id: 7, username: 'ann', display_pid: 'A', language: 'C++', code };
    expect(unzipSync(acceptedSubmissionsZip([row], 'user'))).toEqual({ 'ann/A_7.cpp': code });
    expect(unzipSync(acceptedSubmissionsZip([row], 'problem'))).toEqual({ 'A/ann_7.cpp': code });
  });
});
