import { type Decider, fail, uploadMessages as m, type ProductEvent } from '@oj/events';

type Stored = Extract<ProductEvent, { type: 'UploadStored' }>['data'];

export type UploadCommand =
  | { type: 'StoreUpload'; upload: Stored }
  | { type: 'DeleteUpload'; actorUid: string; actorIsAdmin: boolean };

export interface UploadState {
  stored: Stored | null;
  deleted: boolean;
}

/** One Markdown upload, stream `upload-<id>`: stored once, deleted once, by its uploader or an admin. */
export const uploadDecider: Decider<UploadCommand, ProductEvent, UploadState> = {
  initialState: () => ({ stored: null, deleted: false }),
  evolve(state, event) {
    switch (event.type) {
      case 'UploadStored':
        return { ...state, stored: event.data };
      case 'UploadDeleted':
        return { ...state, deleted: true };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'StoreUpload':
        if (state.stored) fail('conflict', 'This upload number is taken');
        return [{ type: 'UploadStored', data: command.upload }];
      case 'DeleteUpload':
        if (!state.stored || state.deleted) fail('not_found', m.missing);
        if (state.stored.uid !== command.actorUid && !command.actorIsAdmin) fail('forbidden', m.notYours);
        return [{ type: 'UploadDeleted', data: { id: state.stored.id } }];
      default: {
        const unhandled: never = command;
        return unhandled;
      }
    }
  },
};
