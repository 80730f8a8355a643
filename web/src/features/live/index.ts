// The live feature's public surface. The rest of the folder is private to it.
export { liveConnectionAtom } from './atoms';
export { LiveIndicator } from './components/LiveIndicator';
export { type LiveOrPollState, useLiveOrPoll } from './hooks/useLiveOrPoll';
export { useLiveRoom } from './hooks/useLiveRoom';
export { type ChangeListener, LiveClient, type LiveConnectionState, type RoomEvents } from './LiveClient';
export type { JoinAck, JoinRequest, LiveChange, LiveJoinError } from './protocol';
export { getLiveClient, provideLiveClient } from './sharedClient';
export type { LiveTransport } from './transport';
