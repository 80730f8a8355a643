import { spreadOiScores } from '../problemDefaults';
import type { GroupConfig } from './groupConfig';
import type { GroupNode, TestFile } from './testData';

/**
 * A piece of the score our judge can compute: either cases whose points add up (`allOrNothing` false:
 * each case earns its own score), or cases that earn the unit's score only together (every case then
 * carries that score and the judge takes the group's lowest, HOJ's subtask_lowest).
 */
export interface ScoreUnit {
  cases: TestFile[];
  scores: number[];
  allOrNothing: boolean;
}

type Refuse = (dir: string, why: string) => Error;

/**
 * Legacy grading (testdata.yaml, keys inherited from the nearest ancestor): a case earns accept_score,
 * a group aggregates its cases and subgroups by the last of sum/avg/min/max in grader_flags (sum by
 * default). Our judge sums groups, and within a group either sums cases or takes their minimum, so:
 * - sum: its cases are summed units and its subgroups stand on their own (their scores add up);
 * - min: its whole subtree is one all-or-nothing unit worth the lowest accept_score in it (every
 *   descendant must be min too: min over a sum group has no equivalent);
 * - avg: the group's accept_score spread over its cases (an average of equal cases is a share each);
 * - max: refused. Verdict flags (first_error, ignore_sample, ...) do not change the score: ignored.
 * With `validation: custom score` the validator gives the score and the group's `range` maximum is its worth.
 */
export function legacyUnits(
  node: GroupNode,
  configOf: (dir: string) => GroupConfig,
  validatorScores: boolean,
  refuse: Refuse,
): ScoreUnit[] {
  const config = configOf(node.dir);
  if (config.grading === 'custom') throw refuse(node.dir, 'custom graders are not supported');
  const aggregation = legacyAggregation(config);
  const worth = () =>
    validatorScores ? rangeMaximum(config, node.dir, refuse) : acceptScore(config, node.dir, refuse);
  if (aggregation === 'max') throw refuse(node.dir, "grader flag 'max' has no equivalent in this judge");
  if (aggregation === 'min') {
    const nodes = subtree(node);
    const mixed = nodes.find((inner) => legacyAggregation(configOf(inner.dir)) !== 'min');
    if (mixed) throw refuse(mixed.dir, 'a group inside a min-graded group must be min-graded too');
    const score = validatorScores
      ? worth()
      : Math.min(
          ...nodes
            .filter((inner) => inner.cases.length > 0)
            .map((inner) => acceptScore(configOf(inner.dir), inner.dir, refuse)),
        );
    const cases = nodes.flatMap((inner) => inner.cases);
    return [{ cases, scores: cases.map(() => score), allOrNothing: true }];
  }
  const spread = aggregation === 'avg' || validatorScores;
  if (spread && node.cases.length > 0 && node.children.length > 0) {
    throw refuse(
      node.dir,
      `a ${aggregation}-graded group with both cases and subgroups has no equivalent in this judge`,
    );
  }
  const own: ScoreUnit[] = [];
  if (node.cases.length > 0) {
    const scores = spread ? spreadOiScores(node.cases.length, worth()) : node.cases.map(() => worth());
    own.push({ cases: node.cases, scores, allOrNothing: false });
  }
  return [...own, ...node.children.flatMap((child) => legacyUnits(child, configOf, validatorScores, refuse))];
}

/**
 * Draft grading (2024 `scoring:` map, 2025 test_group.yaml): data/secret is worth 100 by default and
 * sums its groups; a group without a score shares what the others leave; a group aggregates by
 * pass-fail (the default: all or nothing), min (the same for cases worth the same) or sum.
 */
export function draftUnits(
  secret: GroupNode,
  configOf: (dir: string) => GroupConfig | undefined,
  refuse: Refuse,
): ScoreUnit[] {
  const total = draftScore(configOf(secret.dir), secret.dir, refuse) ?? 100;
  if (secret.cases.length > 0 && secret.children.length > 0) {
    throw refuse(secret.dir, 'data/secret holds either test cases or test groups in this format, not both');
  }
  const nested = secret.children.find((group) => group.children.length > 0);
  if (nested) throw refuse(nested.dir, 'test groups nest only one level deep in this format');
  const groups = secret.children.length > 0 ? secret.children : [secret];
  if (draftAggregation(configOf(secret.dir), 'sum') !== 'sum') {
    const cases = groups.flatMap((group) => group.cases);
    return [{ cases, scores: cases.map(() => total), allOrNothing: true }];
  }
  if (groups[0] === secret)
    return [{ cases: secret.cases, scores: spreadOiScores(secret.cases.length, total), allOrNothing: false }];
  const explicit = groups.map((group) => draftScore(configOf(group.dir), group.dir, refuse));
  const given = explicit.reduce<number>((sum, score) => sum + (score ?? 0), 0);
  const unscored = explicit.filter((score) => score === null).length;
  if (unscored > 0 && given > total)
    throw refuse(secret.dir, `its groups' scores add up to more than ${total}`);
  const shares = spreadOiScores(unscored, total - given);
  return groups.map((group, index) => {
    const score = explicit[index] ?? shares.shift() ?? 0;
    const cases = group.cases;
    if (draftAggregation(configOf(group.dir), 'pass-fail') === 'sum') {
      return { cases, scores: spreadOiScores(cases.length, score), allOrNothing: false };
    }
    return { cases, scores: cases.map(() => score), allOrNothing: true };
  });
}

function subtree(node: GroupNode): GroupNode[] {
  return [node, ...node.children.flatMap(subtree)];
}

function legacyAggregation(config: GroupConfig): string {
  const modes = (config.grader_flags ?? '')
    .split(/\s+/)
    .filter((flag) => ['sum', 'avg', 'min', 'max'].includes(flag));
  return modes.at(-1) ?? 'sum';
}

function acceptScore(config: GroupConfig, dir: string, refuse: Refuse): number {
  return wholeScore(config.accept_score ?? 1, 'accept_score', dir, refuse);
}

function rangeMaximum(config: GroupConfig, dir: string, refuse: Refuse): number {
  const maximum = Number((config.range ?? '').trim().split(/\s+/)[1]);
  if (!Number.isFinite(maximum)) {
    throw refuse(dir, "validator-given scores need a finite 'range' on each group to know its worth");
  }
  return wholeScore(maximum, 'range', dir, refuse);
}

function wholeScore(value: number, key: string, dir: string, refuse: Refuse): number {
  if (!Number.isInteger(value) || value < 0 || value > 10_000) {
    throw refuse(dir, `${key} ${value}: scores here are whole numbers from 0 to 10000`);
  }
  return value;
}

function draftScore(config: GroupConfig | undefined, dir: string, refuse: Refuse): number | null {
  const score = config?.max_score ?? config?.scoring?.score ?? null;
  if (score === 'unbounded') throw refuse(dir, 'unbounded scores (from score.txt only) are not supported');
  return score;
}

function draftAggregation(config: GroupConfig | undefined, fallback: string): string {
  return config?.score_aggregation ?? config?.scoring?.aggregation ?? fallback;
}
