import { languageConfig } from '@oj/events';
import { defaultCheckerLanguages, defaultLanguages } from '@oj/events/judge';
import { describe, expect, it } from 'vitest';
import { expandArgv } from './languageCommands';

describe('the default languages', () => {
  it('are the names the server lists, in order, each a valid language config', () => {
    expect(defaultLanguages.map((language) => language.name)).toEqual([
      'C',
      'C With O2',
      'C++',
      'C++ With O2',
      'C++ 11',
      'C++ 11 With O2',
      'C++ 17',
      'C++ 17 With O2',
      'C++ 20',
      'C++ 20 With O2',
      'Java',
      'Python3',
      'PyPy3',
      'Golang',
      'Rust',
      'C#',
      'JavaScript Node',
      'PHP',
      'Ruby',
      'Pascal',
    ]);
    for (const language of [...defaultLanguages, ...defaultCheckerLanguages]) languageConfig.parse(language);
  });

  it("compile with the reference's flags", () => {
    const values = {
      src: ['main.cpp'],
      exe: 'main',
      maxMemoryMb: 512,
      javaHome: '/jdk',
      mainClass: 'p.Main',
    };
    const cpp17 = defaultLanguages.find((language) => language.name === 'C++ 17 With O2');
    expect(expandArgv(cpp17?.compile?.argv ?? [], values).join(' ')).toBe(
      'g++ -DONLINE_JUDGE -O2 -w -fmax-errors=1 -std=c++17 main.cpp -lm -o main',
    );
    const c = defaultLanguages.find((language) => language.name === 'C');
    expect(expandArgv(c?.compile?.argv ?? [], { ...values, src: ['main.c'] }).join(' ')).toBe(
      'gcc -DONLINE_JUDGE -w -fmax-errors=1 -std=c11 main.c -lm -o main',
    );
    const java = defaultLanguages.find((language) => language.name === 'Java');
    expect(expandArgv(java?.run.argv ?? [], values).slice(-3)).toEqual(['-cp', '/box', 'p.Main']);
  });

  it('give every language but C and C++ twice the limits (spec 04)', () => {
    const factors = Object.fromEntries(
      defaultLanguages.map((language) => [language.name, language.limitFactor]),
    );
    expect(factors).toMatchObject({
      C: 1,
      'C++ 11': 1,
      'C++ 20': 1,
      Java: 2,
      Python3: 2,
      Golang: 2,
      Pascal: 2,
    });
  });

  it('fill placeholders; {src} alone stands for every source file', () => {
    const argv = ['{javaHome}/bin/java', '-XX:MaxRAM={maxMemoryMb}m', '{src}', '-o', '{exe}'];
    const values = { src: ['a.cpp', 'b.cpp'], exe: 'checker', maxMemoryMb: 256, javaHome: '/jdk' };
    expect(expandArgv(argv, values)).toEqual([
      '/jdk/bin/java',
      '-XX:MaxRAM=256m',
      'a.cpp',
      'b.cpp',
      '-o',
      'checker',
    ]);
  });
});
