import type { Migration } from 'kysely';
import * as eventStore from './2026-11-22T01-00_event_store';
import * as auditIndexes from './2026-11-22T09-20_audit_indexes';
import * as submissionContestIndex from './2026-11-25T14-00_submission_contest_index';

/** The event store's migrations, keyed by their date-prefixed names. */
export const eventStoreMigrations: Record<string, Migration> = {
  '2026-11-22T01-00_event_store': eventStore,
  '2026-11-22T09-20_audit_indexes': auditIndexes,
  '2026-11-25T14-00_submission_contest_index': submissionContestIndex,
};
