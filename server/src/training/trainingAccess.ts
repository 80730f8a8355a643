import { GroupRole, trainingMessages as m, TrainingAuth } from '@oj/events';
import {
  type GroupsTables,
  isRegisteredForTraining,
  type ProblemsTables,
  type QueryDb,
  type TrainingListing,
  type TrainingsTables,
  trainingById,
  type UsersTables,
} from '@oj/projections';
import { HttpError } from '../app/httpError';
import { readableGroup, requireGroupMember } from '../group/groupAccess';
import type { Principal } from '../live/roomPolicy';
import { isAdminRole } from '../user/roles';

type Db = QueryDb<TrainingsTables & ProblemsTables & UsersTables & GroupsTables>;

/** Admin roles manage every training (spec 03: the back office's training pages). */
export const isTrainingAdmin = (principal: Principal) => principal !== null && isAdminRole(principal.roles);

/**
 * Whether the reader administers this training: admin roles for every training, and a group's admins
 * for the group's trainings.
 */
export async function administersTraining(
  db: Db,
  principal: Principal,
  training: Pick<TrainingListing, 'gid'>,
): Promise<boolean> {
  if (isTrainingAdmin(principal)) return true;
  if (training.gid === null || principal === null) return false;
  return (await readableGroup(db, principal, training.gid)).level >= GroupRole.admin;
}

/**
 * The training as its reader may see it: hidden ones (status off) only for admins, else 404; a group's
 * training only for the group's members (401 visitors, 403 others, 404 when the group is hidden from them).
 */
export async function readableTraining(db: Db, principal: Principal, tid: number) {
  const training = (await trainingById(db, tid)) ?? fail404();
  if (training.gid !== null && !isTrainingAdmin(principal))
    await requireGroupMember(db, principal, training.gid);
  if (!training.status && !(await administersTraining(db, principal, training))) fail404();
  return training;
}

/** Whether the reader may open the training's problems and rank: public, registered, or admin. */
export async function hasTrainingAccess(
  db: Db,
  principal: Principal,
  training: Pick<TrainingListing, 'id' | 'auth' | 'gid'>,
): Promise<boolean> {
  if (training.auth === TrainingAuth.public || (await administersTraining(db, principal, training)))
    return true;
  return principal !== null && (await isRegisteredForTraining(db, training.id, principal.uid));
}

/**
 * The problems, a problem page and the rank of a private or protected training: registered users and
 * admins only (401 'Please login first' for visitors, 403 for the others).
 */
export async function requireTrainingEntry(db: Db, principal: Principal, tid: number) {
  const training = await readableTraining(db, principal, tid);
  if (await hasTrainingAccess(db, principal, training)) return training;
  if (principal === null) throw new HttpError(401, m.loginFirst);
  throw new HttpError(403, m.registerFirst);
}

/** Any training that is not deleted, hidden ones included (the back office), else 404. */
export async function trainingForAdmin(db: Db, tid: number) {
  return (await trainingById(db, tid)) ?? fail404();
}

function fail404(): never {
  throw new HttpError(404, m.notFound);
}
