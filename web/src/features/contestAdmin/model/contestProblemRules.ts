// A contest problem's fields (spec 03 sections 3 and 5; the server's `contestProblemFields`): the display
// id and title are required inside a contest, the id unique in it; the balloon colour a hex colour or none.

export type ProblemRuleKey =
  | 'displayIdRequired'
  | 'displayIdFormat'
  | 'displayIdTaken'
  | 'displayTitleRequired'
  | 'colour';

export interface ProblemRuleFailure {
  field: 'displayId' | 'displayTitle' | 'color';
  key: ProblemRuleKey;
}

/** Every rule the contest problem breaks; `taken` are the other problems' display ids. */
export function checkContestProblem(
  input: { displayId: string; displayTitle: string; color: string | null },
  taken: readonly string[],
): ProblemRuleFailure[] {
  const failures: ProblemRuleFailure[] = [];
  const id = input.displayId.trim();
  if (!id) failures.push({ field: 'displayId', key: 'displayIdRequired' });
  else if (!/^[A-Za-z0-9_-]{1,20}$/.test(id)) failures.push({ field: 'displayId', key: 'displayIdFormat' });
  // Display ids are matched without case on the contest problem page, so "a" and "A" would clash.
  else if (taken.some((other) => other.toLowerCase() === id.toLowerCase()))
    failures.push({ field: 'displayId', key: 'displayIdTaken' });
  if (!input.displayTitle.trim()) failures.push({ field: 'displayTitle', key: 'displayTitleRequired' });
  if (input.color !== null && !/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(input.color.trim()))
    failures.push({ field: 'color', key: 'colour' });
  return failures;
}
