import { describe, expect, it } from 'vitest';
import { caseRowSchema } from '../api/schemas';
import { nullableProgramTextField, partLines, programTextField } from './programText';

/** What the API sends for the bug report's output: 'Hello world!\0Extra...' and a byte that is not UTF-8. */
const binary = { base64: btoa('Hello world!\0Extra...\n\xff') };

describe('program text on the page', () => {
  it('reads the codec form: the text for the clipboard, escapes for the page', () => {
    const shown = programTextField.parse(binary);
    expect(shown.text).toBe('Hello world!\0Extra...\n\ufffd');
    expect(shown.parts).toEqual([
      { text: 'Hello world!', escaped: false },
      { text: '\\0', escaped: true },
      { text: 'Extra...\n', escaped: false },
      { text: '\\xff', escaped: true },
    ]);
    expect(programTextField.parse('plain')).toEqual({
      text: 'plain',
      parts: [{ text: 'plain', escaped: false }],
    });
    expect(programTextField.parse(null).text).toBe('');
    expect(nullableProgramTextField.parse(null)).toBeNull();
  });

  it('reads a case row whose output holds NUL', () => {
    const row = caseRowSchema.parse({
      seq: 1,
      status: -1,
      time: 1,
      memory: 1,
      score: 0,
      groupNum: 0,
      inputData: '1.in',
      outputData: '1.out',
      userOutput: binary,
      message: '',
    });
    expect(row.userOutput.parts.some((part) => part.escaped && part.text === '\\0')).toBe(true);
  });

  it('splits parts at newlines for the numbered code view, escapes kept whole', () => {
    const lines = partLines(programTextField.parse({ base64: btoa('a\nb\0c\n') }).parts);
    expect(lines).toEqual([
      [{ text: 'a', escaped: false }],
      [
        { text: 'b', escaped: false },
        { text: '\\0', escaped: true },
        { text: 'c', escaped: false },
      ],
      [],
    ]);
  });
});
