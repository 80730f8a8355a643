import { z } from 'zod';
import { ProblemImportError } from './errors';
import { readYaml } from './yamlFile';

/** YAML reads `name: 1984` as a number; a title is text all the same. */
const text = z.union([z.string(), z.number()]).transform(String);
const textList = z.union([text, z.array(text)]);
const named = z.union([text, z.object({ name: text })]);

/** Only the keys a judge needs (notes §1.3); the others (license, uuid, output and compile limits...) are dropped. */
const problemYamlSchema = z.object({
  problem_format_version: text.nullish(),
  name: z.union([text, z.record(z.string(), text)]).nullish(),
  type: z.union([z.string(), z.array(z.string())]).nullish(),
  validation: z.string().nullish(),
  validator_flags: text.nullish(),
  author: text.nullish(),
  credits: z.union([text, z.object({ authors: textList.nullish() })]).nullish(),
  source: z.union([named, z.array(named)]).nullish(),
  keywords: textList.nullish(),
  grading: z.object({ objective: z.enum(['max', 'min']).nullish() }).nullish(),
  limits: z
    .object({
      time_limit: z.number().positive().nullish(),
      memory: z.number().int().positive().nullish(),
      validation_passes: z.number().int().min(2).max(100).nullish(),
    })
    .nullish(),
});

export type FormatVersion = 'legacy' | 'draft';

export interface KattisMeta {
  version: FormatVersion;
  title: string | null;
  author: string;
  source: string;
  tags: string[];
  scoring: boolean;
  interactive: boolean;
  /** Legacy `validation: custom...`; a draft package says it by having an output_validator folder. */
  customValidation: boolean;
  /** Legacy `validation: custom score`: the validator writes each case's score. */
  validatorScores: boolean;
  /** Multi-pass (legacy `validation: custom multi-pass`, draft `type: multi-pass`): the most passes; else null. */
  passes: number | null;
  /** The 2023-07 draft (its 2024 text) reads score.txt as a share of the group's score, from 0 to 1. */
  scoreFileIsShare: boolean;
  validatorFlags: string;
  timeLimitSeconds: number | null;
  memoryMb: number | null;
}

const VERSIONS: Record<string, FormatVersion> = {
  legacy: 'legacy',
  'legacy-icpc': 'legacy',
  '2023-07-draft': 'draft',
  '2023-07': 'draft',
  '2025-09': 'draft',
  draft: 'draft',
};

export function readProblemYaml(bytes: Uint8Array, file: string, problem: string | null): KattisMeta {
  const yaml = readYaml(bytes, problemYamlSchema, file, problem);
  const refuse = (why: string) => new ProblemImportError(file, problem, why);
  const version = VERSIONS[yaml.problem_format_version ?? 'legacy'];
  if (!version) throw refuse(`unknown problem_format_version '${yaml.problem_format_version}'`);
  if (yaml.grading?.objective === 'min')
    throw refuse("grading objective 'min' (lower is better) is not supported");
  const kind =
    version === 'legacy' ? legacyKind(yaml.type, yaml.validation, refuse) : draftKind(yaml.type, refuse);
  return {
    version,
    title: titleOf(yaml.name),
    author: authorOf(yaml.author, yaml.credits),
    source: [yaml.source ?? []]
      .flat()
      .map((s) => (typeof s === 'string' ? s : s.name))
      .join(', '),
    tags: [yaml.keywords ?? []].flat().flatMap((keyword) => keyword.split(/\s+/).filter(Boolean)),
    ...kind,
    passes: kind.multiPass ? (yaml.limits?.validation_passes ?? DEFAULT_PASSES) : null,
    scoreFileIsShare: version === 'draft' && yaml.problem_format_version !== '2025-09',
    validatorFlags: yaml.validator_flags?.trim() ?? '',
    timeLimitSeconds: yaml.limits?.time_limit ?? null,
    memoryMb: yaml.limits?.memory ?? null,
  };
}

type Kind = Pick<KattisMeta, 'scoring' | 'interactive' | 'customValidation' | 'validatorScores'> & {
  multiPass: boolean;
};

/** The 2023-07 format's default `limits.validation_passes`. */
const DEFAULT_PASSES = 2;
const LEGACY_EXTRAS = ['score', 'interactive', 'multi-pass'];

/**
 * Legacy: `type: pass-fail | scoring` and `validation: default | custom [score] [interactive]`, and
 * DOMjudge's `custom multi-pass` (notes §1.3).
 */
function legacyKind(
  type: string | string[] | null | undefined,
  validation: string | null | undefined,
  refuse: (why: string) => Error,
): Kind {
  if (type != null && type !== 'pass-fail' && type !== 'scoring') throw refuse(`unknown type '${type}'`);
  const [mode = 'default', ...extras] = (validation ?? 'default').trim().split(/\s+/);
  if (mode !== 'default' && mode !== 'custom') throw refuse(`unknown validation '${validation}'`);
  for (const extra of extras) {
    if (mode === 'default' || !LEGACY_EXTRAS.includes(extra)) {
      throw refuse(
        `validation '${validation}' is not supported (custom followed by any of score, interactive, multi-pass is)`,
      );
    }
  }
  return {
    scoring: type === 'scoring',
    interactive: extras.includes('interactive'),
    customValidation: mode === 'custom',
    validatorScores: extras.includes('score'),
    multiPass: extras.includes('multi-pass'),
  };
}

/** Draft: `type` is one word or a list of pass-fail, scoring, interactive, multi-pass, submit-answer. */
function draftKind(type: string | string[] | null | undefined, refuse: (why: string) => Error): Kind {
  const types = [type ?? 'pass-fail'].flat();
  for (const t of types) {
    if (t === 'submit-answer') throw refuse(`type '${t}' is not supported by this judge`);
    if (!['pass-fail', 'scoring', 'interactive', 'multi-pass'].includes(t))
      throw refuse(`unknown type '${t}'`);
  }
  if (types.includes('pass-fail') && types.includes('scoring'))
    throw refuse('type is both pass-fail and scoring');
  const interactive = types.includes('interactive');
  const multiPass = types.includes('multi-pass');
  return {
    scoring: types.includes('scoring'),
    interactive,
    customValidation: interactive || multiPass,
    validatorScores: false,
    multiPass,
  };
}

function titleOf(name: string | Record<string, string> | null | undefined): string | null {
  if (name == null) return null;
  if (typeof name === 'string') return name.trim() || null;
  return (name.en ?? Object.values(name)[0] ?? '').trim() || null;
}

function authorOf(
  author: string | null | undefined,
  credits: string | { authors?: string | string[] | null } | null | undefined,
): string {
  if (author) return author;
  if (typeof credits === 'string') return credits;
  return [credits?.authors ?? []].flat().join(', ');
}
