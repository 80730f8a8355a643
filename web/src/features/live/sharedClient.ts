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

/**
 * Sets the client every later `getLiveClient` returns: the server's render of /home hands in one that never
 * connects (a page rendered to HTML joins no room; the browser's hydrated page opens the real connection).
 */
export function provideLiveClient(client: LiveClient): void {
  shared = client;
}
