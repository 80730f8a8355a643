import { type EventMetadata, HOME_STREAM } from '@oj/events';
import { runCommand } from '../app/runCommand';
import type { Services } from '../app/services';
import { type HomeCommand, homeDecider } from './homeDecider';

/** Runs a command on the `home` stream and waits for the home read model (read-your-writes). */
export function runHomeCommand(services: Services, metadata: EventMetadata, command: HomeCommand) {
  return runCommand(services, 'home', HOME_STREAM, homeDecider, command, metadata);
}
