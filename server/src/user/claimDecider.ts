import { type Decider, fail, type ProductEvent } from '@oj/events';
import { messages } from './validation';

type ClaimKind = 'username' | 'email' | 'problemId';
export type ClaimCommand = { type: 'Claim' | 'Release'; kind: ClaimKind; value: string; uid: string };
type ClaimState = { holder: string | null };

const clashMessage: Record<ClaimKind, string> = {
  username: messages.usernameExists,
  email: messages.emailExists,
  problemId: 'The problem ID already exists',
};

export const claimStreamId = (kind: ClaimKind, value: string) =>
  `claim-${kind}-${value.trim().toLowerCase()}`;

/** A unique name (username, e-mail) held by at most one account at a time. */
export const claimDecider: Decider<ClaimCommand, ProductEvent, ClaimState> = {
  initialState: () => ({ holder: null }),
  evolve(state, event) {
    if (event.type === 'NameClaimed') return { holder: event.data.uid };
    if (event.type === 'NameReleased') return { holder: null };
    return state;
  },
  decide(command, state) {
    const data = { kind: command.kind, value: command.value, uid: command.uid };
    if (command.type === 'Release')
      return state.holder === command.uid ? [{ type: 'NameReleased', data }] : [];
    if (state.holder === command.uid) return [];
    if (state.holder) fail('conflict', clashMessage[command.kind]);
    return [{ type: 'NameClaimed', data }];
  },
};
