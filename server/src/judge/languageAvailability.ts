import { missingLanguagesOfLiveRunners } from '@oj/projections';
import type { Services } from '../app/services';

/**
 * How long a runner's report counts: three heartbeats (a runner beats every 30 s). A runner killed
 * without saying it went offline stops counting then.
 */
const RUNNER_REPORT_MS = 90_000;

/**
 * The languages no judge server can run now: those every live runner (online, reported within
 * RUNNER_REPORT_MS) says it lacks. Empty when no runner is live (submissions wait in the queue for one).
 * A language no runner has probed yet (an admin just added it) is not ruled out: runners probe the list
 * their heartbeat's reply gives and say at once what they lack.
 */
export async function unavailableLanguages(
  services: Pick<Services, 'db'>,
  now = Date.now(),
): Promise<ReadonlySet<string>> {
  const [first, ...others] = await missingLanguagesOfLiveRunners(
    services.db,
    new Date(now - RUNNER_REPORT_MS),
  );
  return new Set((first ?? []).filter((name) => others.every((missing) => missing.includes(name))));
}
