import type { ProductEvent } from '@oj/events';
import type { ColumnType } from 'kysely';
import { defineProjection } from '../projector/projection';

export type RemoteAccountUsageTables = {
  remote_account_usage: {
    /** The event's position: a replayed event writes its row once. */
    position: ColumnType<string, number, number>;
    bank: string;
    username: string;
    /** A submit that failed (RemoteSubmitFailed), else one the site took (RemoteRunSubmitted). */
    failed: boolean;
    at: ColumnType<Date, Date, Date>;
  };
};

/** The remote accounts' usage: a row per submit made or failed, counted by `remoteAccountUsage`. */
export const remoteAccountUsageProjection = defineProjection<ProductEvent>({
  name: 'remote-account-usage',
  handles: ['RemoteRunSubmitted', 'RemoteSubmitFailed'],
  tables: ['remote_account_usage'],
  async apply(event, { db }) {
    if (event.type !== 'RemoteRunSubmitted' && event.type !== 'RemoteSubmitFailed') return;
    await db
      .withTables<RemoteAccountUsageTables>()
      .insertInto('remote_account_usage')
      .values({
        position: event.position,
        bank: event.data.bank,
        username: event.data.username,
        failed: event.type === 'RemoteSubmitFailed',
        at: new Date(event.metadata.at),
      })
      .onConflict((c) => c.column('position').doNothing())
      .execute();
  },
});
