import path from 'node:path';
import type { LanguageConfig } from '@oj/events';
import { javaDeclarations } from './javaMainClass';

/** Where a submission's source goes, what its compile leaves, and `{mainClass}` of its commands. */
export interface ProgramFiles {
  sourceFile: string;
  exeFile: string;
  mainClass: string;
}

const MAIN_CLASS = '{mainClass}';

/**
 * A language whose commands use `{mainClass}` names its files after the classes the source declares, as
 * Java requires: the source goes to `<public class>.java` (`public class addone` must be in addone.java),
 * the class with `main` is run by its package-qualified name, and its class file is in its package's
 * folder. A source declaring nothing we can read keeps the language's names (javac then says what is
 * wrong). Every other language keeps its configured names.
 */
export function programFiles(language: LanguageConfig, source: Uint8Array): ProgramFiles {
  const configured = {
    sourceFile: language.sourceFile,
    exeFile: language.exeFile,
    mainClass: stem(language.exeFile),
  };
  if (!usesMainClass(language)) return configured;
  // Identifiers are ASCII here; latin1 reads any bytes without failing.
  const declared = javaDeclarations(Buffer.from(source).toString('latin1'));
  const fileClass = declared.publicType ?? declared.mainType;
  const mainClass = declared.mainType ?? declared.publicType;
  if (!fileClass || !mainClass) return configured;
  const packagePath = declared.packageName?.split('.') ?? [];
  return {
    sourceFile: fileClass + path.extname(language.sourceFile),
    exeFile: [...packagePath, mainClass + path.extname(language.exeFile)].join('/'),
    mainClass: [...packagePath, mainClass].join('.'),
  };
}

function usesMainClass(language: LanguageConfig): boolean {
  const argv = [...(language.compile?.argv ?? []), ...language.run.argv];
  return argv.some((arg) => arg.includes(MAIN_CLASS));
}

function stem(file: string): string {
  return path.basename(file, path.extname(file));
}
