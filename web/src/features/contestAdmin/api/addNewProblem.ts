import { nextDisplayId } from '../model/displayIds';
import { addProblemFromPublic } from './addProblemFromPublic';
import { getContestProblemList } from './getContestProblemList';

/**
 * A problem just written for a contest joins it under the next free display id, with its own title.
 * @example await addNewProblemToContest(7, 1042, 'Shortest path') // joins as 'C' when A and B are taken
 */
export async function addNewProblemToContest(cid: number, pid: number, title: string): Promise<void> {
  const problems = await getContestProblemList(cid);
  const displayId = nextDisplayId(problems.map((p) => p.displayId));
  await addProblemFromPublic(cid, pid, { displayId, displayTitle: title, color: null });
}
