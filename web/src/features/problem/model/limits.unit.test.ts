import { describe, expect, it } from 'vitest';
import { displayedLimits, isCFamily, limitsFor } from './limits';

const limits = { timeMs: 1000, memoryMb: 256 };

describe('isCFamily', () => {
  it('knows C and C++ under their judge names', () => {
    for (const name of ['C', 'C With O2', 'C++', 'C++ With O2', 'C++ 17', 'C++17', 'C++20 With O2', 'c++']) {
      expect(isCFamily(name), name).toBe(true);
    }
  });

  it('does not take other languages for C', () => {
    for (const name of ['C#', 'Python3', 'Java', 'Cobol', 'Clang Go', 'PyPy3', 'Golang']) {
      expect(isCFamily(name), name).toBe(false);
    }
  });
});

describe('limitsFor', () => {
  it('gives C and C++ the limits as set', () => {
    expect(limitsFor('P1000', 'C++ With O2', limits)).toEqual(limits);
    expect(limitsFor('P1000', 'C', limits)).toEqual(limits);
  });

  it('doubles time and memory for the other languages', () => {
    expect(limitsFor('P1000', 'Python3', limits)).toEqual({ timeMs: 2000, memoryMb: 512 });
    expect(limitsFor('P1000', 'Java', limits)).toEqual({ timeMs: 2000, memoryMb: 512 });
  });

  it('leaves Codeforces and Gym problems as given, whatever the language', () => {
    expect(limitsFor('CF-1A', 'Python3', limits)).toEqual(limits);
    expect(limitsFor('GYM-100001A', 'Java', limits)).toEqual(limits);
  });
});

describe('displayedLimits', () => {
  it('shows a C/C++ row and a doubled row for the others', () => {
    expect(displayedLimits('P1000', ['C++', 'C', 'Python3', 'Java'], limits)).toEqual([
      { scope: 'cFamily', timeMs: 1000, memoryMb: 256 },
      { scope: 'others', timeMs: 2000, memoryMb: 512 },
    ]);
  });

  it('shows one row when every language runs alike', () => {
    expect(displayedLimits('P1000', ['C++', 'C++ With O2'], limits)).toEqual([{ scope: 'all', ...limits }]);
    expect(displayedLimits('P1000', ['Python3'], limits)).toEqual([
      { scope: 'all', timeMs: 2000, memoryMb: 512 },
    ]);
  });

  it('shows both rows when the problem names no language', () => {
    expect(displayedLimits('P1000', [], limits).map((row) => row.scope)).toEqual(['cFamily', 'others']);
  });

  it('shows remote Codeforces and Gym limits as given in one row', () => {
    expect(displayedLimits('CF-1A', ['C++', 'Python3'], limits)).toEqual([{ scope: 'all', ...limits }]);
    expect(displayedLimits('GYM-1A', ['Java'], limits)).toEqual([{ scope: 'all', ...limits }]);
  });

  it('treats a local problem that merely mentions CF as local', () => {
    expect(displayedLimits('PCF-1', ['Python3'], limits)).toEqual([
      { scope: 'all', timeMs: 2000, memoryMb: 512 },
    ]);
  });
});
