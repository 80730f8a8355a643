import { nextDisplayId } from '../model/displayIds';
import { addProblemFromGroup, addProblemFromPublic } from './addProblemFromPublic';
import { getContestProblemList } from './getContestProblemList';

/**
 * A problem just written for a contest joins it under the next free display id, with its own title.
 * @example await addNewProblemToContest(7, 1042, 'Shortest path') // joins as 'C' when A and B are taken
 */
export async function addNewProblemToContest(cid: number, pid: number, title: string): Promise<void> {
  await addProblemFromPublic(cid, pid, {
    displayId: await freeDisplayId(cid),
    displayTitle: title,
    color: null,
  });
}

/** A group problem just written for the group's contest joins it by its ID (spec 03 §2.5: create). */
export async function addNewGroupProblemToContest(cid: number, problemId: string): Promise<void> {
  await addProblemFromGroup(cid, problemId, await freeDisplayId(cid));
}

async function freeDisplayId(cid: number): Promise<string> {
  const problems = await getContestProblemList(cid);
  return nextDisplayId(problems.map((p) => p.displayId));
}
