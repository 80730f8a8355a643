import { atom } from 'jotai';
import type { LiveConnectionState } from './LiveClient';
import { getLiveClient } from './sharedClient';

const connectionStateAtom = atom<LiveConnectionState>('connecting');

// Mirrors LiveClient's state while any component reads the atom (and only then opens the connection).
connectionStateAtom.onMount = (set) => {
  const client = getLiveClient();
  set(client.state);
  return client.onStateChange(set);
};

/** 'connecting' until the first answer, then 'online' or 'offline'. Read-only for components. */
export const liveConnectionAtom = atom((get) => get(connectionStateAtom));
