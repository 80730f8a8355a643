import type { EventMetadata, RemoteProblemRef } from '@oj/events';
import { RemoteError } from '@oj/judge-runner/remote';
import { problemByProblemId } from '@oj/projections';
import { HttpError } from '../app/httpError';
import type { Services } from '../app/services';
import { createProblem } from '../problem/problemCommands';
import { withProblemDefaults } from '../problem/problemDefaults';

/** Our problem ID of a remote problem: the bank and the site's id, as the reference names them (HDU-1000). */
export const remoteProblemId = (ref: RemoteProblemRef) => `${ref.bank}-${ref.problemId}`;

/**
 * Creates a remote problem from its site's page: title, statement parts, limits and samples through the
 * bank's adapter; the languages its adapter can submit; no test data (the site judges). Public, ACM.
 */
export async function importRemoteProblem(
  services: Services,
  metadata: EventMetadata,
  ref: RemoteProblemRef,
) {
  const adapter = services.remote.adapters.get(ref.bank);
  if (!adapter) throw new HttpError(400, `Remote judging on ${ref.bank} is not supported yet`);
  const problemId = remoteProblemId(ref);
  if (await problemByProblemId(services.db, problemId))
    throw new HttpError(409, `The problem ${problemId} has been imported already`);
  let fetched: Awaited<ReturnType<typeof adapter.fetchProblem>>;
  try {
    fetched = await adapter.fetchProblem(ref.bank, ref.problemId);
  } catch (error) {
    if (!(error instanceof RemoteError)) throw error;
    const why = error.kind === 'refused' ? error.message : `${ref.bank} could not be read (${error.message})`;
    throw new HttpError(error.kind === 'refused' ? 404 : 503, why);
  }
  const fields = withProblemDefaults({
    problemId,
    title: fetched.title.slice(0, 255),
    description: fetched.description,
    input: fetched.input,
    output: fetched.output,
    hint: fetched.hint,
    source: `${ref.bank} ${fetched.source}`.trim().slice(0, 255),
    examples: fetched.examples.slice(0, 50),
    timeLimit: Math.min(60_000, Math.max(1, fetched.timeLimit)),
    memoryLimit: Math.min(4096, Math.max(1, fetched.memoryLimit)),
    languages: Object.keys(adapter.languages),
    remote: ref,
  });
  const pid = await createProblem(services, metadata, fields, []);
  return { pid, problemId };
}
