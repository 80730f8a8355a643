import { expect, it } from 'vitest';
import { modeOf } from './languageMode';

const known = [
  { name: 'C++ With O2', contentType: 'text/x-c++src' },
  { name: 'C', contentType: 'text/x-csrc' },
  { name: 'Python3', contentType: 'text/x-python' },
  { name: 'Java', contentType: 'text/x-java' },
  { name: 'Odd', contentType: 'text/x-python' },
];

it("takes the mode from the judge's language list", () => {
  expect(modeOf('C++ With O2', known)).toBe('cpp');
  expect(modeOf('C', known)).toBe('cpp');
  expect(modeOf('Python3', known)).toBe('python');
  expect(modeOf('Java', known)).toBe('java');
  expect(modeOf('Odd', known)).toBe('python');
});

it('guesses from the name while the list is missing, and falls back to plain text', () => {
  expect(modeOf('C++17', [])).toBe('cpp');
  expect(modeOf('Python2', [])).toBe('python');
  expect(modeOf('PyPy3', [])).toBe('python');
  expect(modeOf('Java', [])).toBe('java');
  expect(modeOf('JavaScript', [])).toBe('plain');
  expect(modeOf('C#', [])).toBe('plain');
  expect(modeOf('Golang', [])).toBe('plain');
});
