import { type ProblemFields, RemoteBank, type RemoteBankCode, remoteProblemRef } from '@oj/events';
import { ProblemImportError } from './errors';
import { finishFields } from './finishProblem';
import { fpsChecker } from './fpsChecker';
import { fpsImages } from './fpsImages';
import { type FpsItem, parseFps } from './fpsSchema';
import { eachItem } from './importIcpcZip';
import { idFromTitle, uniqueIds } from './problemIds';
import type { ImportedProblem, ImportedTestCase } from './types';

type Element = { '#text': string };
type Refuse = (why: string) => Error;

/**
 * Every `<item>` of an FPS file (versions 1.1 to 1.6) as an ACM problem, all or nothing. Statements stay
 * HTML inside the Markdown fields (the web sanitises it). Samples become examples only: HUSTOJ exports
 * its data folder, sample.in included, as the test data, so judging the samples again would duplicate.
 * `prepend`/`append` code and `solution`s have no place in our problem model: not imported.
 */
export function importFpsXml(
  xml: string,
  options: { fileName?: string; onRefusedItem?: (error: ProblemImportError) => void } = {},
): ImportedProblem[] {
  const file = options.fileName ?? 'problems.xml';
  const items = parseFps(xml, file);
  if (items.length === 0) throw new ProblemImportError(file, null, 'the file holds no <item>');
  const unique = uniqueIds();
  return eachItem(
    items.map((item, index) => [item, index] as const),
    ([item, index]) => importItem(item, index, file, unique),
    options,
  );
}

function importItem(
  item: FpsItem,
  index: number,
  file: string,
  unique: (id: string) => string,
): ImportedProblem {
  const title = textOf(item.title.slice(0, 1)).trim();
  const label = title || `item ${index + 1}`;
  const refuse: Refuse = (why) => new ProblemImportError(file, label, why);
  if (!title) throw refuse('has no title');
  const remote = remoteOf(item, refuse);
  const problemId = unique(idFromTitle(title, 'fps'));
  const { images, rewrite } = fpsImages(item.img, refuse);
  const html = (elements: Element[]) => rewrite(unwrapMarkdown(textOf(elements)));
  const checker = fpsChecker(item, file, label);
  const given: Partial<ProblemFields> & Pick<ProblemFields, 'problemId' | 'title'> = {
    problemId,
    title,
    description: html(item.description),
    input: html(item.input),
    output: html(item.output),
    hint: html(item.hint),
    source: textOf(item.source),
    examples: pairs(item.sample_input, item.sample_output, 'sample', refuse)
      .map(([input, output]) => ({ input: input['#text'], output: output['#text'] }))
      .filter((example) => example.input !== '' || example.output !== ''),
    type: 0,
    judgeMode: checker ? 'spj' : 'default',
    checker,
    codeTemplates: Object.fromEntries(
      item.template.map((t) => [(t['@_language'] ?? '').trim(), t['#text']]).filter(([language]) => language),
    ),
    ...limits(item, refuse),
    ...(remote ? { remote } : {}),
  };
  // A remote item is judged on its site: its test data, if any, is not ours to judge with.
  const cases = remote ? [] : testCases(item, refuse);
  const notes = remote ? [`judged on ${remote.bank} (problem ${remote.problemId}) by the remote judge`] : [];
  return { fields: finishFields(given, file), testCases: cases, images, notes };
}

/** HUSTOJ's `remote_oj` names, case-insensitive, to our banks. */
const FPS_REMOTE_BANKS: Readonly<Record<string, RemoteBankCode>> = {
  hdu: RemoteBank.hdu,
  hdoj: RemoteBank.hdu,
  poj: RemoteBank.poj,
  cf: RemoteBank.codeforces,
  codeforces: RemoteBank.codeforces,
  gym: RemoteBank.gym,
  ac: RemoteBank.atcoder,
  atcoder: RemoteBank.atcoder,
  spoj: RemoteBank.spoj,
};

/** `<remote_oj>` and `<remote_id>` (FPS 1.5): a remote problem of that bank, or null for a local item. */
function remoteOf(item: FpsItem, refuse: Refuse) {
  const site = textOf(item.remote_oj).trim();
  if (site === '') return null;
  const bank = FPS_REMOTE_BANKS[site.toLowerCase()];
  if (!bank)
    throw refuse(
      `remote judging on '${site.slice(0, 40)}' is not supported (HDU, POJ, CF, GYM, AtCoder, SPOJ)`,
    );
  const parsed = remoteProblemRef.safeParse({ bank, problemId: textOf(item.remote_id).trim() });
  if (!parsed.success)
    throw refuse(
      `its remote_id '${textOf(item.remote_id).trim().slice(0, 40)}' is not a problem id of ${bank}`,
    );
  return parsed.data;
}

function textOf(elements: Element[]): string {
  return elements.map((element) => element['#text']).join('');
}

/** Some exports wrap Markdown statements in `[md]...[/md]`: the field is Markdown already. */
function unwrapMarkdown(text: string): string {
  return /^\s*\[md\]([\s\S]*)\[\/md\]\s*$/.exec(text)?.[1] ?? text;
}

/** Inputs and outputs pair by position; a count mismatch (a known exporter bug) would misalign every case. */
function pairs<T extends Element>(inputs: T[], outputs: T[], kind: string, refuse: Refuse): [T, T][] {
  if (inputs.length !== outputs.length) {
    throw refuse(
      `${inputs.length} ${kind}_input but ${outputs.length} ${kind}_output elements: they must pair up`,
    );
  }
  return inputs.map((input, index) => [input, outputs[index] ?? input]);
}

type TestElement = FpsItem['test_input'][number];

function testCases(item: FpsItem, refuse: Refuse): ImportedTestCase[] {
  const tests = pairs(item.test_input, item.test_output, 'test', refuse);
  if (tests.length === 0) throw refuse('has no test data (test_input / test_output)');
  const encoder = new TextEncoder();
  const names = uniqueIds();
  return tests.map(([input, output], index) => {
    const name = (element: TestElement) =>
      (element['@_name'] ?? element['@_filename'] ?? '').replace(/[^\w.-]/g, '_');
    const base = names(name(input) || String(index + 1));
    return {
      input: encoder.encode(input['#text']),
      output: encoder.encode(output['#text']),
      inputName: `${base}.in`,
      outputName: `${name(output) || base}.out`,
      score: 0,
      groupNum: 1,
    };
  });
}

/** `time_limit` in s (default) or ms, `memory_limit` in mb (default) or kb, as HUSTOJ reads them. */
function limits(item: FpsItem, refuse: Refuse): Partial<Pick<ProblemFields, 'timeLimit' | 'memoryLimit'>> {
  const number = (element: Element, what: string) => {
    const value = Number(element['#text'].trim());
    if (!Number.isFinite(value) || value <= 0)
      throw refuse(`${what} '${element['#text'].trim()}' is not a positive number`);
    return value;
  };
  const [time] = item.time_limit;
  const [memory] = item.memory_limit;
  const result: Partial<Pick<ProblemFields, 'timeLimit' | 'memoryLimit'>> = {};
  if (time) {
    const unit = (time['@_unit'] ?? 's').trim().toLowerCase();
    if (unit !== 's' && unit !== 'ms') throw refuse(`time_limit unit '${unit}' (s or ms expected)`);
    result.timeLimit = Math.max(1, Math.round(number(time, 'time_limit') * (unit === 's' ? 1000 : 1)));
  }
  if (memory) {
    const unit = (memory['@_unit'] ?? 'mb').trim().toLowerCase();
    if (unit !== 'mb' && unit !== 'kb') throw refuse(`memory_limit unit '${unit}' (mb or kb expected)`);
    result.memoryLimit = Math.ceil(number(memory, 'memory_limit') / (unit === 'kb' ? 1024 : 1));
  }
  return result;
}
