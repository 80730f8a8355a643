import {
  type AnnouncementForm,
  type Decider,
  fail,
  messageMessages as m,
  type ProductEvent,
} from '@oj/events';

export type AnnouncementCommand =
  | {
      type: 'CreateAnnouncement';
      id: number;
      fields: AnnouncementForm;
      author: { uid: string; username: string };
    }
  | { type: 'UpdateAnnouncement'; changes: Partial<AnnouncementForm> }
  | { type: 'DeleteAnnouncement' };

export type AnnouncementState =
  | { status: 'none' }
  | { status: 'deleted' }
  | { status: 'live'; id: number; fields: AnnouncementForm };

/** A site announcement, stream `announcement-<id>` (spec 03: the super admin's CRUD and visible switch). */
export const announcementDecider: Decider<AnnouncementCommand, ProductEvent, AnnouncementState> = {
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'AnnouncementCreated': {
        const { id, title, content, visible } = event.data;
        return { status: 'live', id, fields: { title, content, visible } };
      }
      case 'AnnouncementUpdated':
        return state.status === 'live'
          ? { ...state, fields: { ...state.fields, ...event.data.changes } }
          : state;
      case 'AnnouncementDeleted':
        return { status: 'deleted' };
      default:
        return state;
    }
  },
  decide(command, state) {
    if (command.type === 'CreateAnnouncement') {
      if (state.status !== 'none') fail('conflict', 'The announcement exists already');
      const { id, fields, author } = command;
      return [{ type: 'AnnouncementCreated', data: { id, ...fields, author } }];
    }
    const live = state.status === 'live' ? state : fail('not_found', m.announcementNotFound);
    if (command.type === 'DeleteAnnouncement')
      return [{ type: 'AnnouncementDeleted', data: { id: live.id } }];
    const changes = Object.fromEntries(
      Object.entries(command.changes).filter(
        ([key, value]) => value !== undefined && live.fields[key as keyof AnnouncementForm] !== value,
      ),
    ) as Partial<AnnouncementForm>;
    return Object.keys(changes).length > 0
      ? [{ type: 'AnnouncementUpdated', data: { id: live.id, changes } }]
      : [];
  },
};
