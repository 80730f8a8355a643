import { type Decider, fail, type NoticeAudience, type ProductEvent } from '@oj/events';

export type NoticeCommand = {
  type: 'SendNotice';
  id: number;
  title: string;
  content: string;
  audience: NoticeAudience;
  /** Resolved by the handler: the named users' or the admins' uids; empty for all users. */
  recipients: readonly string[];
  author: { uid: string; username: string };
};

export type NoticeState = { sent: boolean };

/** An admin's notice, stream `notice-<id>` (spec 03): sent once, to all users, named users or admins. */
export const noticeDecider: Decider<NoticeCommand, ProductEvent, NoticeState> = {
  initialState: () => ({ sent: false }),
  evolve: (state, event) => (event.type === 'NoticeSent' ? { sent: true } : state),
  decide(command, state) {
    if (state.sent) fail('conflict', 'The notice has been sent already');
    const { id, title, content, audience, recipients, author } = command;
    return [
      {
        type: 'NoticeSent',
        data: { id, title, content, audience, recipients: audience === 'all' ? [] : [...recipients], author },
      },
    ];
  },
};
