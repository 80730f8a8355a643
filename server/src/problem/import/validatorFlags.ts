import type { GroupConfig } from './groupConfig';

export type ValidatorArgs = { args: string[] } | { where: string; why: string };

/**
 * The output validator's arguments: problem.yaml `validator_flags`, then the groups' own
 * (`output_validator_flags` legacy, `output_validator_args` 2023-07), as problemtools appends them.
 * Our validator runs with one set of arguments for every case: groups that give different ones are
 * refused with the reason; flags given by some groups (all the same) apply to every case, the samples too.
 */
export function validatorArgs(problemFlags: string, configs: Map<string, GroupConfig>): ValidatorArgs {
  const groupFlags = new Map<string, string>();
  for (const [dir, config] of configs) {
    const flags = tokens([config.output_validator_flags ?? [], config.output_validator_args ?? []].flat());
    if (flags.length > 0) groupFlags.set(`data/${dir}${dir === '' ? '' : '/'}`, flags.join(' '));
  }
  const distinct = [...new Set(groupFlags.values())];
  if (distinct.length > 1) {
    return {
      where: [...groupFlags.keys()][1] ?? 'data/',
      why: 'test groups with different output validator flags are not supported (one set for every case)',
    };
  }
  return { args: [...tokens([problemFlags]), ...tokens(distinct)] };
}

function tokens(flags: string[]): string[] {
  return flags.flatMap((flag) => flag.split(/\s+/)).filter(Boolean);
}
