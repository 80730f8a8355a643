import { type EventMetadata, TRAINING_CATEGORIES_STREAM, trainingStreamId } from '@oj/events';
import { sql } from 'kysely';
import { runCommand } from '../app/runCommand';
import type { Services } from '../app/services';
import { type TrainingCategoryCommand, trainingCategoryDecider } from './trainingCategoryDecider';
import { type TrainingCommand, trainingDecider } from './trainingDecider';

/** Runs a command on `training-<tid>` and waits for the trainings read model (read-your-writes). */
export function runTrainingCommand(
  services: Services,
  metadata: EventMetadata,
  tid: number,
  command: TrainingCommand,
) {
  return runCommand(services, 'trainings', trainingStreamId(tid), trainingDecider, command, metadata);
}

export function runTrainingCategoryCommand(
  services: Services,
  metadata: EventMetadata,
  command: TrainingCategoryCommand,
) {
  return runCommand(
    services,
    'trainings',
    TRAINING_CATEGORIES_STREAM,
    trainingCategoryDecider,
    command,
    metadata,
  );
}

/** A fresh training number from `training_id_seq` (a refused creation leaves a harmless gap). */
export async function nextTrainingId(services: Services): Promise<number> {
  const { rows } = await sql<{ id: string }>`select nextval('training_id_seq') as id`.execute(services.db);
  return Number(rows[0]?.id);
}
