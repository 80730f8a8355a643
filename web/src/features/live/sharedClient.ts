import { onTokenChange } from '@/lib/token';
import { LiveClient } from './LiveClient';
import { createSocketTransport } from './socketTransport';

let shared: LiveClient | undefined;

/**
 * The page's one live connection, opened on first use so that merely importing the feature
 * (in a test, or a page without live data) does not dial the server.
 */
export function getLiveClient(): LiveClient {
  if (!shared) {
    const client = new LiveClient(createSocketTransport());
    onTokenChange((token) => client.reauthenticate(token));
    shared = client;
  }
  return shared;
}
