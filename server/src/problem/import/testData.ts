import { ProblemImportError } from './errors';
import { filesUnder, type PackageFiles } from './packageLayout';
import type { ZipEntry } from './zipReader';

/** One case: `<name>.in` and `<name>.ans`, name relative to data/ ('secret/group1/01'). */
export interface TestFile {
  name: string;
  input: ZipEntry;
  answer: ZipEntry;
}

/** A folder of data/secret: a test group of its own cases and subgroups. */
export interface GroupNode {
  dir: string;
  cases: TestFile[];
  children: GroupNode[];
}

export interface TestData {
  samples: TestFile[];
  /** Other files of data/sample by path relative to data/: .interaction transcripts, .out, .in.statement. */
  sampleFiles: Map<string, ZipEntry>;
  secret: GroupNode;
  /** testdata.yaml (legacy, 2024 draft) or test_group.yaml (2025) by folder relative to data/ ('' is data/). */
  configs: Map<string, ZipEntry>;
  /** No data/secret cases: the problem is judged on its samples (and the import says so). */
  sampleOnly: boolean;
}

const CONFIG_FILES = ['test_group.yaml', 'testdata.yaml'];

/**
 * Pairs every .in with its .ans under data/sample and data/secret. A file without its partner is refused:
 * a judge cannot run a case without its answer, and an orphan answer means a case went missing.
 * `x.files/` folders belong to case x (files copied next to the submission), so they hold no cases.
 */
export function readTestData(pkg: PackageFiles, problem: string): TestData {
  const inputs = new Map<string, ZipEntry>();
  const answers = new Map<string, ZipEntry>();
  const sampleFiles = new Map<string, ZipEntry>();
  const configs = new Map<string, ZipEntry>();
  for (const [path, entry] of filesUnder(pkg, 'data')) {
    const segments = path.split('/');
    const base = segments.pop() ?? '';
    const dir = segments.join('/');
    if (segments.some((segment) => segment.endsWith('.files'))) continue;
    if (CONFIG_FILES.includes(base)) {
      if (!configs.has(dir)) configs.set(dir, entry);
      continue;
    }
    if (segments[0] !== 'sample' && segments[0] !== 'secret') continue;
    if (base.endsWith('.in')) inputs.set(path.slice(0, -3), entry);
    else if (base.endsWith('.ans')) answers.set(path.slice(0, -4), entry);
    else if (segments[0] === 'sample') sampleFiles.set(path, entry);
  }
  const file = (name: string) => `${pkg.prefix}data/${name}`;
  for (const name of answers.keys()) {
    if (!inputs.has(name))
      throw new ProblemImportError(file(`${name}.ans`), problem, `has no matching ${name}.in`);
  }
  const cases: TestFile[] = [];
  for (const [name, input] of inputs) {
    const answer = answers.get(name);
    if (!answer) throw new ProblemImportError(file(`${name}.in`), problem, `has no matching ${name}.ans`);
    cases.push({ name, input, answer });
  }
  cases.sort((a, b) => (a.name < b.name ? -1 : 1));
  const secretCases = cases.filter((test) => test.name.startsWith('secret/'));
  const samples = cases.filter((test) => test.name.startsWith('sample/'));
  if (cases.length === 0)
    throw new ProblemImportError(file(''), problem, 'there are no test cases in data/sample or data/secret');
  return {
    samples,
    sampleOnly: secretCases.length === 0,
    sampleFiles,
    secret: groupTree(secretCases),
    configs,
  };
}

function groupTree(cases: TestFile[]): GroupNode {
  const root: GroupNode = { dir: 'secret', cases: [], children: [] };
  const nodes = new Map([[root.dir, root]]);
  const nodeOf = (dir: string): GroupNode => {
    const known = nodes.get(dir);
    if (known) return known;
    const node: GroupNode = { dir, cases: [], children: [] };
    nodes.set(dir, node);
    nodeOf(dir.slice(0, dir.lastIndexOf('/'))).children.push(node);
    return node;
  };
  for (const test of cases) nodeOf(test.name.slice(0, test.name.lastIndexOf('/'))).cases.push(test);
  for (const node of nodes.values()) node.children.sort((a, b) => (a.dir < b.dir ? -1 : 1));
  return root;
}
