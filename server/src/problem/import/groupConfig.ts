import { z } from 'zod';
import type { TestData } from './testData';
import { readYaml } from './yamlFile';

const text = z.union([z.string(), z.number()]).transform(String);
const score = z.union([z.number().int().min(0).max(10_000), z.literal('unbounded')]);
const aggregation = z.enum(['pass-fail', 'sum', 'min']);

/**
 * A test group's configuration, in all three spellings problemtools and DOMjudge accept (notes §1.6):
 * legacy testdata.yaml (inherited key by key), the 2024 draft's nested `scoring:` map and the 2025
 * test_group.yaml's flat keys (neither inherited). Input validator settings are not ours: not read.
 */
const groupConfigSchema = z.object({
  grading: z.string().nullish(),
  grader_flags: text.nullish(),
  accept_score: z.number().nullish(),
  reject_score: z.number().nullish(),
  range: text.nullish(),
  on_reject: z.string().nullish(),
  output_validator_flags: text.nullish(),
  output_validator_args: z.union([text, z.array(text)]).nullish(),
  scoring: z.object({ score: score.nullish(), aggregation: aggregation.nullish() }).nullish(),
  max_score: score.nullish(),
  score_aggregation: aggregation.nullish(),
});

export type GroupConfig = z.infer<typeof groupConfigSchema>;

/** The legacy keys: inherited by subfolders. */
const INHERITED = ['grading', 'grader_flags', 'accept_score', 'reject_score', 'range', 'on_reject'] as const;

/** Every group configuration file of the package by folder relative to data/ ('' for data/ itself). */
export function readGroupConfigs(data: TestData, problem: string): Map<string, GroupConfig> {
  const configs = new Map<string, GroupConfig>();
  for (const [dir, entry] of data.configs) {
    configs.set(dir, readYaml(entry.read(), groupConfigSchema, entry.path, problem));
  }
  return configs;
}

const DRAFT_KEYS = ['scoring', 'max_score', 'score_aggregation'] as const;

export function usesLegacyKeys(config: GroupConfig): boolean {
  return INHERITED.some((key) => config[key] != null);
}

export function usesDraftKeys(config: GroupConfig): boolean {
  return DRAFT_KEYS.some((key) => config[key] != null);
}

/** Legacy configuration of a folder: each key from the nearest folder (itself, then up to data/) that sets it. */
export function inheritedConfig(configs: Map<string, GroupConfig>): (dir: string) => GroupConfig {
  return (dir) => {
    const parts = dir.split('/');
    const chain = ['', ...parts.map((_, index) => parts.slice(0, index + 1).join('/'))];
    const merged: GroupConfig = {};
    for (const folder of chain) {
      const config = configs.get(folder);
      if (config) for (const key of INHERITED) copyDefined(merged, config, key);
    }
    return merged;
  };
}

function copyDefined<K extends keyof GroupConfig>(target: GroupConfig, source: GroupConfig, key: K): void {
  const value = source[key];
  if (value != null) target[key] = value;
}
