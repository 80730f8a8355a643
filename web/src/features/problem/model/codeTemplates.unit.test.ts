import { expect, it } from 'vitest';
import { defaultCppTemplate, defaultCTemplate, templateFor } from './codeTemplates';

it("starts from the problem's own template for the language", () => {
  expect(templateFor('Python3', { Python3: 'import sys\n' })).toBe('import sys\n');
});

it('starts C++ and C from a skeleton when the problem has none, and other languages empty', () => {
  expect(templateFor('C++ With O2', {})).toBe(defaultCppTemplate);
  expect(templateFor('C++', { 'C++': '  ' })).toBe(defaultCppTemplate);
  expect(templateFor('C', {})).toBe(defaultCTemplate);
  expect(templateFor('Java', {})).toBe('');
});
