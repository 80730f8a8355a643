import { describe, expect, it } from 'vitest';
import { languageConfig } from './languageEvents';
import { languageForm, languageMessages } from './languageRules';

const fields = {
  name: ' Rust ',
  description: 'rustc 1.80',
  contentType: 'text/x-rustsrc',
  sourceFile: 'main.rs',
  exeFile: 'main',
  compiled: true,
  compileLine: 'rustc -O -o {exe} {src}',
  compileCpuMs: '10000',
  compileMemoryMb: '512',
  runLine: '/box/{exe}',
  limitFactor: '1',
  pids: '16',
  binds: '',
  outOfMemoryMarkers: '',
  forCheckers: false,
  seq: '4',
};

describe('the language rules the dialog and the server share', () => {
  it('give from the dialog a language the server keeps as it is', () => {
    const language = languageForm.parse(fields);
    expect(language.name).toBe('Rust');
    expect(language.compile).toEqual({
      argv: ['rustc', '-O', '-o', '{exe}', '{src}'],
      cpuMs: 10_000,
      memoryKb: 524_288,
    });
    expect(languageConfig.parse(language)).toEqual(language);
  });

  it('are what the server refuses a language by, with the same message', () => {
    const tooMany = Array.from({ length: 11 }, (_, i) => `/opt/${i}`);
    const refused = languageConfig.safeParse({ ...languageForm.parse(fields), binds: tooMany });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([languageMessages.tooManyBinds]);
    const typed = languageForm.safeParse({ ...fields, binds: tooMany.join('\n') });
    expect(typed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['binds', languageMessages.tooManyBinds],
    ]);
  });

  it('name a compile field beside the other fields while those fail too', () => {
    const typed = languageForm.safeParse({ ...fields, name: '', compileCpuMs: '50' });
    expect(typed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['name', 'compileCpuMs']);
  });
});
