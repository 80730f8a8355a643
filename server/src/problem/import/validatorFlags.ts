import type { JudgeProgram } from '@oj/events';
import type { GroupConfig } from './groupConfig';

/** What the default comparison of our judge already does, or does more strictly: safe to drop. */
const HARMLESS_DEFAULT_FLAGS = new Set(['case_sensitive', 'space_change_sensitive']);

/**
 * Arguments for the output validator (problem.yaml `validator_flags`, a group's `output_validator_flags`
 * or `output_validator_args`). Our checkers take no arguments, and our default comparison has no float
 * tolerance, so a package that needs either would be judged wrongly: refused, with the reason. Returns
 * the reason, or null when the flags are fine.
 */
export function unsupportedValidatorFlags(
  problemFlags: string,
  configs: Map<string, GroupConfig>,
  checker: JudgeProgram | null,
): { where: string; why: string } | null {
  const given: [where: string, flags: string][] = [['problem.yaml', problemFlags]];
  for (const [dir, config] of configs) {
    const flags = [config.output_validator_flags ?? [], config.output_validator_args ?? []].flat().join(' ');
    given.push([`data/${dir}${dir === '' ? '' : '/'}`, flags]);
  }
  for (const [where, flags] of given) {
    const tokens = flags.split(/\s+/).filter(Boolean);
    if (tokens.length === 0) continue;
    if (checker)
      return { where, why: `output validator arguments '${flags}' are not supported (checkers take none)` };
    const unsupported = tokens.find((token) => !HARMLESS_DEFAULT_FLAGS.has(token));
    if (unsupported) {
      return {
        where,
        why: `default validator flags '${flags}' are not supported (no float tolerance): add a custom validator`,
      };
    }
  }
  return null;
}
