import { DomainError, type GroupFields, groupMessages as m, type ProductEvent } from '@oj/events';
import { describe, expect, it } from 'vitest';
import { type GroupActor, type GroupCommand, groupDecider } from './groupDecider';

const given = (...events: ProductEvent[]) =>
  events.reduce((state, event) => groupDecider.evolve(state, event), groupDecider.initialState());
const when = (events: ProductEvent[], command: GroupCommand) =>
  groupDecider.decide(command, given(...events));
const refusal = (events: ProductEvent[], command: GroupCommand) => {
  try {
    when(events, command);
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('the command was accepted');
};

const person = (uid: string, superAdmin = false): GroupActor => ({ uid, username: uid, superAdmin });
const owner = person('owner');
const admin = person('admin');
const ann = person('ann');
const root = person('root', true);
const fields: GroupFields = {
  name: 'Algorithms club',
  shortName: 'algos',
  brief: 'We solve',
  description: 'Weekly rounds',
  auth: 3,
  code: 'abc123',
  visible: true,
};
const created: ProductEvent = {
  type: 'GroupCreated',
  data: { id: 7, fields, owner: { uid: 'owner', username: 'owner' } },
};
const applied = (uid: string): ProductEvent => ({
  type: 'GroupApplied',
  data: { id: 7, uid, username: uid, reason: 'Let me in' },
});
const role = (uid: string, auth: 1 | 2 | 3 | 4 | 5, from: 1 | 2 | 3 | 4 | 5): ProductEvent => ({
  type: 'GroupMemberRoleChanged',
  data: { id: 7, uid, auth, from, previousOwner: null },
});
const staffed = [created, applied('admin'), role('admin', 4, 1), applied('ann'), role('ann', 3, 1)];

describe('groupDecider', () => {
  it('takes applications to a private group with its code only, once', () => {
    expect(refusal([created], { type: 'Join', actor: ann, reason: 'hi there', code: 'nope00' })).toEqual({
      code: 'validation',
      message: m.wrongCode,
    });
    expect(when([created], { type: 'Join', actor: ann, reason: 'hi there', code: 'abc123' })).toEqual([
      { type: 'GroupApplied', data: { id: 7, uid: 'ann', username: 'ann', reason: 'hi there' } },
    ]);
    expect(
      refusal([created, applied('ann')], { type: 'Join', actor: ann, reason: 'again', code: 'abc123' })
        .message,
    ).toBe(m.alreadyApplying);
    expect(
      refusal([created, applied('ann'), role('ann', 2, 1)], {
        type: 'Join',
        actor: ann,
        reason: 'again',
        code: 'abc123',
      }),
    ).toEqual({
      code: 'forbidden',
      message: m.refused,
    });
  });

  it('lets a group admin change only rows below their role, to roles below it', () => {
    expect(when(staffed, { type: 'SetMemberRole', actor: admin, uid: 'ann', auth: 2 })).toEqual([
      { type: 'GroupMemberRoleChanged', data: { id: 7, uid: 'ann', auth: 2, from: 3, previousOwner: null } },
    ]);
    expect(refusal(staffed, { type: 'SetMemberRole', actor: admin, uid: 'ann', auth: 4 }).message).toBe(
      m.roleAtOrAbove,
    );
    expect(refusal(staffed, { type: 'SetMemberRole', actor: ann, uid: 'admin', auth: 3 }).message).toBe(
      m.noPermission,
    );
    expect(refusal(staffed, { type: 'SetMemberRole', actor: root, uid: 'owner', auth: 4 }).message).toBe(
      m.rootRequired,
    );
  });

  it('hands the group over with a move to root: the old owner becomes a group admin', () => {
    const [handed] = when(staffed, { type: 'SetMemberRole', actor: owner, uid: 'ann', auth: 5 });
    expect(handed).toEqual({
      type: 'GroupMemberRoleChanged',
      data: { id: 7, uid: 'ann', auth: 5, from: 3, previousOwner: 'owner' },
    });
    const after = given(...staffed, handed as ProductEvent);
    expect(after.status === 'live' && [after.ownerUid, after.members.get('owner')]).toEqual(['ann', 4]);
  });

  it('disbands when a super admin removes the owner; nobody else may, nor remove themself', () => {
    expect(when(staffed, { type: 'RemoveMember', actor: root, uid: 'owner' })).toEqual([
      { type: 'GroupDisbanded', data: { id: 7 } },
    ]);
    expect(refusal(staffed, { type: 'RemoveMember', actor: admin, uid: 'owner' }).message).toBe(
      m.rootRequired,
    );
    expect(refusal(staffed, { type: 'RemoveMember', actor: admin, uid: 'admin' }).message).toBe(
      m.cannotKickSelf,
    );
    expect(when(staffed, { type: 'RemoveMember', actor: admin, uid: 'ann' })).toEqual([
      { type: 'GroupMemberRemoved', data: { id: 7, uid: 'ann', from: 3 } },
    ]);
  });

  it('lets members exit but not the owner, and answers nothing more once disbanded', () => {
    expect(when(staffed, { type: 'Exit', actor: ann })).toEqual([
      { type: 'GroupMemberExited', data: { id: 7, uid: 'ann' } },
    ]);
    expect(refusal(staffed, { type: 'Exit', actor: owner }).message).toBe(m.ownerCannotExit);
    const gone = [...staffed, { type: 'GroupDisbanded', data: { id: 7 } } as ProductEvent];
    expect(refusal(gone, { type: 'Join', actor: person('zed'), reason: 'hello', code: 'abc123' })).toEqual({
      code: 'not_found',
      message: m.notFound,
    });
  });
});
