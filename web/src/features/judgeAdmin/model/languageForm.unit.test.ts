import { type LanguageFormFields, languageForm, languageMessages as m } from '@oj/events/contracts';
import { describe, expect, it } from 'vitest';
import { formErrors } from '@/lib/formCheck';
import { chineseServerMessage } from '@/locales/serverMessages';
import type { Language } from '../api/languageSchema';
import { languageToForm, newLanguageForm } from './languageForm';

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
const errorsOf = (form: LanguageFormFields) => formErrors(languageForm, form);
const checkLanguageForm = (form: LanguageFormFields) => languageForm.safeParse(form);

describe('the language form', () => {
  it('gives back the language it was filled from, unchanged', () => {
    expect(checkLanguageForm(languageToForm(java)).data).toEqual(java);
    const script = {
      ...java,
      name: 'Ruby',
      compile: null,
      binds: [],
      outOfMemoryMarkers: [],
      run: { argv: ['ruby', 'a b.rb'] },
    };
    expect(checkLanguageForm(languageToForm(script)).data).toEqual(script);
  });

  it('keeps memory in KB even when it is not a whole number of MB', () => {
    const odd = { ...java, compile: { argv: ['javac', '{src}'], cpuMs: 500, memoryKb: 20_000 } };
    expect(checkLanguageForm(languageToForm(odd)).data).toEqual(odd);
  });

  it('names each field the server would refuse', async () => {
    const form: LanguageFormFields = {
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
    expect(await errorsOf(form)).toEqual({
      name: m.nameRequired,
      sourceFile: m.fileName,
      exeFile: m.fileName,
      compileLine: m.unclosedQuote,
      compileCpuMs: m.compileCpuMs,
      compileMemoryMb: m.compileMemory,
      runLine: m.commandRequired,
      limitFactor: m.limitFactor,
      pids: m.pids,
      seq: m.seq,
      binds: m.tooManyBinds,
    });
  });

  it('ignores the compile fields of a language run from source', () => {
    const form = { ...languageToForm(java), compiled: false, compileLine: 'x "', compileCpuMs: '' };
    expect(checkLanguageForm(form).data?.compile).toBeNull();
  });

  it('starts a new language after the last one, asking for its name, files and compile command', async () => {
    const form = newLanguageForm([java, { ...java, name: 'C', seq: 3 }]);
    expect(form.seq).toBe('9');
    expect(Object.keys(await errorsOf(form))).toEqual(['name', 'sourceFile', 'exeFile', 'compileLine']);
    expect(newLanguageForm([]).seq).toBe('0');
  });

  it('has each of its messages in Chinese too, as the server says them', () => {
    const untranslated = Object.values(m).filter((message) => chineseServerMessage(message) === undefined);
    expect(untranslated).toEqual([]);
  });
});
