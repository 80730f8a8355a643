import { defaultLanguages } from '@oj/events/judge';
import { describe, expect, it } from 'vitest';
import { javaDeclarations } from './javaMainClass';
import { programFiles } from './programFiles';

function language(name: string) {
  const found = defaultLanguages.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no language ${name}`);
  return found;
}

const files = (name: string, source: string) => programFiles(language(name), Buffer.from(source));

describe('Java sources name their own files and main class', () => {
  it('a class named after its file is written to that file and run by its name', () => {
    expect(files('Java', 'public class addone { public static void main(String[] a) {} }')).toEqual({
      sourceFile: 'addone.java',
      exeFile: 'addone.class',
      mainClass: 'addone',
    });
  });

  it('a package line runs package.Class from the package folder', () => {
    const source =
      'package com.example.contest;\nimport java.util.*;\npublic class Main {\n  public static void main(String[] args) {}\n}\n';
    expect(files('Java', source)).toEqual({
      sourceFile: 'Main.java',
      exeFile: 'com/example/contest/Main.class',
      mainClass: 'com.example.contest.Main',
    });
  });

  it('the class with main is run even when another class is the public one', () => {
    const source = `
      public class Solution { int solve(int a, int b) { return a + b; } }
      class Runner { static public void main(String... args) { new Solution(); } }`;
    expect(files('Java', source)).toEqual({
      sourceFile: 'Solution.java',
      exeFile: 'Runner.class',
      mainClass: 'Runner',
    });
  });

  it('prefers the public class when several have main, and reads no class in comments or strings', () => {
    const source = `
      // class Fake { public static void main(String[] a) {} }
      /* public class Hidden { } */
      class Helper { public static void main(String[] a) { String s = "class Str {"; char c = '{'; } }
      public final class Real {
        static class Nested { public static void main(String[] a) {} }
        public static void main(String[] args) { String t = """
          public class Block { }
          """; }
      }`;
    expect(javaDeclarations(source)).toEqual({ packageName: null, publicType: 'Real', mainType: 'Real' });
  });

  it('a main inside a method body or a nested class does not make its type the main class', () => {
    const source = `class A { void f() { class L { public static void main(String[] a) {} } } }
      class B { static class N { public static void main(String[] a) {} } }
      class C { public static void main(String[] a) {} }`;
    expect(javaDeclarations(source).mainType).toBe('C');
  });

  it('keeps the configured names when the source declares no class (javac reports it)', () => {
    expect(files('Java', 'this is not java')).toEqual({
      sourceFile: 'Main.java',
      exeFile: 'Main.class',
      mainClass: 'Main',
    });
  });

  it('leaves every language without {mainClass} as configured', () => {
    expect(files('C++ 17', 'public class X { public static void main(String[] a) {} }')).toEqual({
      sourceFile: 'main.cpp',
      exeFile: 'main',
      mainClass: 'main',
    });
  });
});
