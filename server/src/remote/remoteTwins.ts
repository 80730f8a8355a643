import type { ProblemFields } from '@oj/events';
import { problemByRemote } from '@oj/projections';
import type { Services } from '../app/services';

/**
 * Why an imported remote problem (an FPS `<remote_oj>` item) cannot be created: its bank and site id
 * are already a problem here, or earlier in the same import. A second import refuses it naming the
 * problem, rather than making a twin that splits the site's submissions over two problem IDs.
 */
export async function remoteTwinReason(
  services: Pick<Services, 'db'>,
  fields: Pick<ProblemFields, 'remote'>,
  seen: Set<string>,
): Promise<string | null> {
  const remote = fields.remote;
  if (!remote) return null;
  const key = `${remote.bank}\n${remote.problemId}`;
  if (seen.has(key)) return `${remote.bank} problem ${remote.problemId} is in this import twice`;
  seen.add(key);
  const twin = await problemByRemote(services.db, remote);
  return twin
    ? `${remote.bank} problem ${remote.problemId} is imported already, as ${twin.problem_id}`
    : null;
}
