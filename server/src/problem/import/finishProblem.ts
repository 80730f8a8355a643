import { type ProblemFields, problemFields } from '@oj/events';
import { withProblemDefaults } from '../problemDefaults';
import { ProblemImportError } from './errors';
import { describeIssues } from './text';

/**
 * The site's defaults where the format is silent, free-text metadata cut to the form's lengths, then
 * `problemFields.parse`: what an import hands back is exactly what the problem form would accept.
 */
export function finishFields(
  given: Partial<ProblemFields> & Pick<ProblemFields, 'problemId' | 'title'>,
  file: string,
): ProblemFields {
  const tags = [...new Set((given.tags ?? []).map((tag) => tag.trim().slice(0, 50)).filter(Boolean))].slice(
    0,
    30,
  );
  const cut = { title: given.title.trim().slice(0, 255), tags };
  const author = given.author === undefined ? {} : { author: given.author.trim().slice(0, 100) };
  const source = given.source === undefined ? {} : { source: given.source.trim().slice(0, 255) };
  const parsed = problemFields.safeParse(withProblemDefaults({ ...given, ...cut, ...author, ...source }));
  if (!parsed.success) throw new ProblemImportError(file, given.problemId, describeIssues(parsed.error));
  return parsed.data;
}
