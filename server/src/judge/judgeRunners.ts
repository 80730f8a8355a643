import type { HeartbeatRequest } from '@oj/events/judge';
import type { Services } from '../app/services';
import { judgeMetadata } from '../submission/submissionCommands';

/** A runner's report about itself, kept as an event on its own stream for the judge status page. */
export async function reportRunner(services: Services, report: HeartbeatRequest): Promise<void> {
  const { runner, ...rest } = report;
  const result = await services.store.append(
    `judge-runner-${runner}`,
    [{ type: 'JudgeRunnerReported', data: { name: runner, ...rest } }],
    { expectedVersion: 'any', metadata: judgeMetadata(`runner-${runner}`) },
  );
  await services.settled('judge-runners', result.positions.at(-1));
}
