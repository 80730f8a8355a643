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

/**
 * The super admin's usage room: one change per submit made or failed, naming the account and when, so
 * the usage card reads the pool's use (and the slots it leaves) again instead of polling.
 */
export const REMOTE_USAGE_TOPIC = 'admin:remote-usage';

/** One remote submit on record: which account, made (the site took it) or failed, and when (epoch ms). */
export interface RemoteUsageChange {
  bank: string;
  username: string;
  failed: boolean;
  at: number;
}

/** The remote accounts' usage: a row per submit made or failed, counted by `remoteAccountUsage`. */
export const remoteAccountUsageProjection = defineProjection<ProductEvent>({
  name: 'remote-account-usage',
  handles: ['RemoteRunSubmitted', 'RemoteSubmitFailed'],
  tables: ['remote_account_usage'],
  // A catch-up tells the card once to read again: nobody follows old submits one by one.
  whileBehind: () => 'reload',
  async apply(event, { db, publish }) {
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
    const change: RemoteUsageChange = {
      bank: event.data.bank,
      username: event.data.username,
      failed: event.type === 'RemoteSubmitFailed',
      at: new Date(event.metadata.at).getTime(),
    };
    publish(REMOTE_USAGE_TOPIC, change);
  },
});
