import { ProblemImportError } from './errors';
import { latexToMarkdown } from './latexToMarkdown';
import { markdownSections } from './markdownStatement';
import { filesUnder, type PackageFiles } from './packageLayout';
import { type StatementText, sortSections } from './statementSections';
import { decodeText } from './text';

export interface Statement extends StatementText {
  /** `\problemname{...}` of a LaTeX statement, the title of last resort. */
  title: string | null;
  images: Record<string, Uint8Array>;
}

/** Legacy packages keep the statement in problem_statement/, the 2023-07 format in statement/. */
const STATEMENT_DIRS = ['statement', 'problem_statement'];
const WEB_IMAGE = /\.(png|jpe?g|gif|svg|webp|bmp)$/i;

/**
 * English first (the issue asks for problem.en.tex, or problem.en.md when there is one), then a statement
 * without a language (legacy problem.tex is English), then any other language rather than none.
 */
export function readStatement(pkg: PackageFiles, problem: string): Statement {
  for (const dir of STATEMENT_DIRS) {
    const files = filesUnder(pkg, dir);
    const others = [...files.keys()].filter((name) => /^problem\.[\w-]+\.(md|tex)$/.test(name)).sort();
    const candidates = ['problem.en.md', 'problem.en.tex', 'problem.md', 'problem.tex', ...others];
    const chosen = candidates.find((name) => files.has(name));
    const entry = chosen && files.get(chosen);
    if (!chosen || !entry) continue;
    const images: Record<string, Uint8Array> = {};
    const image = (written: string) => {
      const [name, bytes] = findImage(files, written, `${pkg.prefix}${dir}/${chosen}`, problem);
      images[name] = bytes;
      return name;
    };
    const source = decodeText(entry.read());
    if (chosen.endsWith('.md'))
      return { title: null, ...sortSections(markdownSections(source, image)), images };
    const latex = latexToMarkdown(source, image);
    return { title: latex.title, ...sortSections(latex.sections), images };
  }
  return { title: null, description: '', input: '', output: '', hint: '', images: {} };
}

/** The image file a statement names (LaTeX may leave the extension out), under a name safe in a URL. */
function findImage(
  files: ReadonlyMap<string, { read(): Uint8Array }>,
  written: string,
  statementFile: string,
  problem: string,
): [string, Uint8Array] {
  const path = written.replace(/^\.\//, '');
  const candidates = [
    path,
    ...['.png', '.jpg', '.jpeg', '.svg', '.gif'].map((extension) => path + extension),
  ];
  const found = candidates.find((candidate) => files.has(candidate) && WEB_IMAGE.test(candidate));
  const entry = found && files.get(found);
  if (!found || !entry) {
    throw new ProblemImportError(
      statementFile,
      problem,
      `the image '${written}' is not in the statement folder (as png, jpg, gif or svg)`,
    );
  }
  return [found.replaceAll('/', '_'), entry.read()];
}
