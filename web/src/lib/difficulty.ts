// Problem difficulty, levels 0 to 6 (spec 01 §3). The spec does not give the levels' names, so these
// are ours: each level has a message key (`difficulty.<key>`, both languages) and a Radix colour.

export const difficultyLevels = [0, 1, 2, 3, 4, 5, 6] as const;
export type Difficulty = (typeof difficultyLevels)[number];

const levelKeys = ['beginner', 'easy', 'medium', 'intermediate', 'hard', 'challenging', 'expert'] as const;
export type DifficultyKey = (typeof levelKeys)[number];

/** Colours run from calm to alarming, so a list reads at a glance. */
const levelColors = ['gray', 'green', 'cyan', 'blue', 'orange', 'red', 'purple'] as const;
export type DifficultyColor = (typeof levelColors)[number];

export function isDifficulty(value: unknown): value is Difficulty {
  return difficultyLevels.some((level) => level === value);
}

/** A level from the server; anything outside 0-6 is shown as the nearest level. */
export function toDifficulty(value: number): Difficulty {
  const level = Math.min(6, Math.max(0, Math.round(Number.isFinite(value) ? value : 0)));
  return isDifficulty(level) ? level : 0;
}

export function difficultyKey(level: Difficulty): DifficultyKey {
  return levelKeys[level];
}

export function difficultyColor(level: Difficulty): DifficultyColor {
  return levelColors[level];
}
