import type { ProductEvent } from '@oj/events';
import { defineProjection } from '../projector/projection';
import type { UsersTables } from './usersTable';

/**
 * Where the live gateway hears that a user's sessions or rights changed (logout, password change, ban,
 * role change): it then re-checks every socket of that user. No client may join it (no room guard).
 */
export const sessionTopic = (uid: string) => `session:${uid}`;

/** Folds the user aggregate's events into the `users` table. */
export const usersProjection = defineProjection<ProductEvent>({
  name: 'users',
  handles: [
    'UserRegistered',
    'UserPasswordChanged',
    'UserEmailChanged',
    'UserProfileChanged',
    'UserAvatarChanged',
    'UserRoleChanged',
    'UserLoggedIn',
    'UserLoggedOut',
    'UserBanned',
    'UserUnbanned',
    'UserTitleChanged',
    'UserDeleted',
  ],
  tables: ['users'],
  async apply(event, { db: trx, publish }) {
    const db = trx.withTables<UsersTables>();
    const uid = event.streamId.slice('user-'.length);
    const at = new Date(event.metadata.at);
    const row = db.updateTable('users').where('uid', '=', uid);
    switch (event.type) {
      case 'UserRegistered': {
        const { username, email } = event.data;
        await db
          .insertInto('users')
          .values({
            uid: event.data.uid,
            username,
            username_key: username.toLowerCase(),
            email,
            email_key: email.toLowerCase(),
            password_hash: event.data.passwordHash,
            role_code: event.data.roleCode,
            nickname: username,
            created_at: at,
          })
          .execute();
        return;
      }
      case 'UserPasswordChanged':
        await row.set({ password_hash: event.data.passwordHash }).execute();
        publish(sessionTopic(uid), { kind: 'password' });
        return;
      case 'UserEmailChanged':
        await row.set({ email: event.data.email, email_key: event.data.email.toLowerCase() }).execute();
        return;
      case 'UserProfileChanged':
        if (Object.keys(event.data.changes).length > 0) await row.set(event.data.changes).execute();
        return;
      case 'UserAvatarChanged':
        await row.set({ avatar: event.data.avatar }).execute();
        return;
      case 'UserRoleChanged':
        await row.set({ role_code: event.data.roleCode }).execute();
        publish(sessionTopic(uid), { kind: 'role' });
        return;
      case 'UserLoggedIn':
        await row.set({ last_login_at: at }).execute();
        return;
      case 'UserLoggedOut':
        await row.set({ tokens_valid_after: at }).execute();
        publish(sessionTopic(uid), { kind: 'logout' });
        return;
      case 'UserBanned':
        await row.set({ banned: true }).execute();
        publish(sessionTopic(uid), { kind: 'ban' });
        return;
      case 'UserUnbanned':
        await row.set({ banned: false }).execute();
        return;
      case 'UserTitleChanged':
        await row.set({ title_name: event.data.titleName, title_color: event.data.titleColor }).execute();
        return;
      case 'UserDeleted':
        await row.set({ ...wipedPersonalFields(uid), banned: true, deleted_at: at }).execute();
        publish(sessionTopic(uid), { kind: 'ban' });
        return;
    }
  },
});

/** What a deleted account keeps of its person: nothing but its uid and username. */
function wipedPersonalFields(uid: string) {
  const email = `${uid}@deleted.invalid`;
  const empty = { nickname: '', realname: '', school: '', course: '', number: '', github: '', blog: '' };
  return {
    ...empty,
    email,
    email_key: email,
    gender: 'secrecy',
    signature: '',
    avatar: '',
    title_name: '',
    title_color: '',
  };
}
