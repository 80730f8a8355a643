import { describe, expect, it } from 'vitest';
import type { Language } from '../api/languageSchema';
import { checkLanguageForm, type LanguageForm, languageToForm, newLanguageForm } from './languageForm';

const java: Language = {
  name: 'Java',
  contentType: 'text/x-java',
  description: 'OpenJDK 17',
  sourceFile: 'Main.java',
  exeFile: 'Main.class',
  compile: {
    argv: ['{javaHome}/bin/javac', '-J-Xmx256m', '-encoding', 'UTF-8', '{src}'],
    cpuMs: 10_000,
    memoryKb: 1024 * 1024,
  },
  run: { argv: ['{javaHome}/bin/java', '-XX:MaxRAM={maxMemoryMb}m', '-cp', '/box', 'Main'] },
  limitFactor: 2,
  pids: 64,
  binds: ['/etc/java-17-openjdk'],
  outOfMemoryMarkers: ['java.lang.OutOfMemoryError'],
  forCheckers: false,
  seq: 8,
};
const errorsOf = (form: LanguageForm) => {
  const checked = checkLanguageForm(form);
  return checked.ok ? {} : checked.errors;
};

describe('the language form', () => {
  it('gives back the language it was filled from, unchanged', () => {
    expect(checkLanguageForm(languageToForm(java))).toEqual({ ok: true, language: java });
    const script = {
      ...java,
      name: 'Ruby',
      compile: null,
      binds: [],
      outOfMemoryMarkers: [],
      run: { argv: ['ruby', 'a b.rb'] },
    };
    expect(checkLanguageForm(languageToForm(script))).toEqual({ ok: true, language: script });
  });

  it('keeps memory in KB even when it is not a whole number of MB', () => {
    const odd = { ...java, compile: { argv: ['javac', '{src}'], cpuMs: 500, memoryKb: 20_000 } };
    expect(checkLanguageForm(languageToForm(odd))).toEqual({ ok: true, language: odd });
  });

  it('names each field the server would refuse', () => {
    const form: LanguageForm = {
      ...languageToForm(java),
      name: ' ',
      sourceFile: 'main file.c',
      exeFile: '',
      compileLine: 'gcc "main.c',
      compileCpuMs: '50',
      compileMemoryMb: '8',
      runLine: '   ',
      limitFactor: '1.5',
      pids: '600',
      seq: '',
      binds: Array.from({ length: 11 }, (_, i) => `/opt/${i}`).join('\n'),
    };
    expect(errorsOf(form)).toEqual({
      name: { code: 'required' },
      sourceFile: { code: 'fileName' },
      exeFile: { code: 'required' },
      compileLine: { code: 'unclosedQuote' },
      compileCpuMs: { code: 'range', min: 100, max: 60_000 },
      compileMemoryMb: { code: 'range', min: 16, max: 4096 },
      runLine: { code: 'required' },
      limitFactor: { code: 'range', min: 1, max: 10 },
      pids: { code: 'range', min: 1, max: 512 },
      seq: { code: 'required' },
      binds: { code: 'tooManyBinds', max: 10 },
    });
  });

  it('ignores the compile fields of a language run from source', () => {
    const form = { ...languageToForm(java), compiled: false, compileLine: 'x "', compileCpuMs: '' };
    const checked = checkLanguageForm(form);
    expect(checked.ok && checked.language.compile).toBeNull();
  });

  it('starts a new language after the last one, asking for its name, files and compile command', () => {
    const form = newLanguageForm([java, { ...java, name: 'C', seq: 3 }]);
    expect(form.seq).toBe('9');
    expect(Object.keys(errorsOf(form))).toEqual(['name', 'sourceFile', 'exeFile', 'compileLine']);
    expect(newLanguageForm([]).seq).toBe('0');
  });
});
