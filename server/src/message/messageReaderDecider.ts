import { type Decider, MESSAGE_KINDS, type MessageKind, type ProductEvent } from '@oj/events';

export type MessageReaderCommand =
  | { type: 'MarkRead'; uid: string; kind: MessageKind; upTo: number }
  | { type: 'CleanMessages'; uid: string; kind: MessageKind; id: number | null; upTo: number };

/** How far the reader has read each kind (message numbers are event positions, so they only grow). */
export interface MessageReaderState {
  readUpTo: Readonly<Record<MessageKind, number>>;
}

/**
 * One reader's messages, stream `messages-<uid>` (spec 02: unread become read when listed; clean). A
 * list that shows nothing newer than what was read appends nothing, so opening a tab again is free.
 */
export const messageReaderDecider: Decider<MessageReaderCommand, ProductEvent, MessageReaderState> = {
  initialState: () => ({
    readUpTo: Object.fromEntries(MESSAGE_KINDS.map((kind) => [kind, 0])) as Record<MessageKind, number>,
  }),
  evolve(state, event) {
    if (event.type !== 'MessagesRead') return state;
    const { kind, upTo } = event.data;
    return { readUpTo: { ...state.readUpTo, [kind]: Math.max(state.readUpTo[kind], upTo) } };
  },
  decide(command, state) {
    switch (command.type) {
      case 'MarkRead': {
        const { uid, kind, upTo } = command;
        return upTo > state.readUpTo[kind] ? [{ type: 'MessagesRead', data: { uid, kind, upTo } }] : [];
      }
      case 'CleanMessages': {
        const { uid, kind, id, upTo } = command;
        return [{ type: 'MessagesCleaned', data: { uid, kind, id, upTo } }];
      }
      default: {
        const unhandled: never = command;
        return unhandled;
      }
    }
  },
};
