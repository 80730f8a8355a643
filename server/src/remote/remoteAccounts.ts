import { type Decider, type EncryptedSecret, fail, type ProductEvent, type RemoteBankCode } from '@oj/events';
import type { Services } from '../app/services';
import { accountKey, decryptPassword } from './accountCrypto';

export const REMOTE_ACCOUNTS_STREAM = 'remote-accounts';

interface StoredAccount {
  bank: RemoteBankCode;
  username: string;
  password: EncryptedSecret;
}

/** The pool as the stream says, in the order the accounts were added. A tiny stream: folded on read. */
export function foldAccounts(events: readonly ProductEvent[]): StoredAccount[] {
  const byKey = new Map<string, StoredAccount>();
  for (const event of events) {
    if (event.type === 'RemoteAccountSaved')
      byKey.set(`${event.data.bank}\n${event.data.username}`, event.data);
    if (event.type === 'RemoteAccountRemoved') byKey.delete(`${event.data.bank}\n${event.data.username}`);
  }
  return [...byKey.values()];
}

/** What admins see of the pool: never a password, not even encrypted. */
export async function listRemoteAccounts(services: Pick<Services, 'store'>) {
  const accounts = foldAccounts(await services.store.readStream(REMOTE_ACCOUNTS_STREAM));
  return accounts.map(({ bank, username }) => ({ bank, username }));
}

/** A bank's accounts with their passwords, for a remote runner's task only. */
export async function accountsForBank(
  services: Pick<Services, 'store'>,
  bank: RemoteBankCode,
  key = accountKey(),
) {
  const accounts = foldAccounts(await services.store.readStream(REMOTE_ACCOUNTS_STREAM));
  // An account stored under another key cannot be used: left out (the admins enter it again), never a 500
  // that would stall every remote lease.
  return accounts
    .filter((a) => a.bank === bank)
    .flatMap((a) => {
      try {
        return [{ username: a.username, password: decryptPassword(key, a.password) }];
      } catch {
        return [];
      }
    });
}

export type RemoteAccountCommand =
  | { type: 'SaveAccount'; bank: RemoteBankCode; username: string; password: EncryptedSecret }
  | { type: 'RemoveAccount'; bank: RemoteBankCode; username: string };

export const remoteAccountDecider: Decider<RemoteAccountCommand, ProductEvent, { events: ProductEvent[] }> = {
  initialState: () => ({ events: [] }),
  evolve: (state, event) => ({ events: [...state.events, event] }),
  decide(command, state) {
    const exists = foldAccounts(state.events).some(
      (a) => a.bank === command.bank && a.username === command.username,
    );
    if (command.type === 'SaveAccount') {
      return [
        {
          type: 'RemoteAccountSaved',
          data: { bank: command.bank, username: command.username, password: command.password },
        },
      ];
    }
    if (!exists) fail('not_found', `No ${command.bank} account named ${command.username}`);
    return [{ type: 'RemoteAccountRemoved', data: { bank: command.bank, username: command.username } }];
  },
};
