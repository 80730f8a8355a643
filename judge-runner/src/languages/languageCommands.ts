import { realpath } from 'node:fs/promises';
import path from 'node:path';
import type { LanguageConfig } from '@oj/events';

/** What the placeholders of a language's argv stand for (see LanguageConfig). */
export interface CommandValues {
  /** Source files: `{src}` as a whole argument becomes all of them (checkers may have several). */
  src: string[];
  exe: string;
  maxMemoryMb: number;
  javaHome: string;
  /** The class to run (programFiles): Java's package-qualified class with main. */
  mainClass?: string;
}

/** The argv with its placeholders filled in. */
export function expandArgv(argv: readonly string[], values: CommandValues): string[] {
  return argv.flatMap((arg) => {
    if (arg === '{src}') return values.src;
    return [
      arg
        .replaceAll('{src}', values.src.join(' '))
        .replaceAll('{exe}', values.exe)
        .replaceAll('{maxMemoryMb}', String(values.maxMemoryMb))
        .replaceAll('{javaHome}', values.javaHome)
        .replaceAll('{mainClass}', values.mainClass ?? 'Main'),
    ];
  });
}

let javaHomeLookup: Promise<string> | undefined;

/**
 * The JDK folder of this machine (javac's real path, two levels up), looked up once. Empty when there is
 * no JDK: the Java command then fails in the box, which the judge reports like any failed command.
 */
export function javaHome(): Promise<string> {
  javaHomeLookup ??= realpath('/usr/bin/javac').then(
    (javac) => path.dirname(path.dirname(javac)),
    () => '',
  );
  return javaHomeLookup;
}

/** Whether the language runs its source directly (no separate executable: Python). */
export function runsFromSource(language: LanguageConfig): boolean {
  return language.exeFile === language.sourceFile;
}
