import {
  announcementsProjection,
  messagesProjection,
  resetProjection,
  unreadCountsOf,
} from '@oj/projections';
import { ROLE } from '@oj/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import { ApiClient } from '../support/apiClient';
import { LiveTestClient } from '../support/liveTestClient';
import { seededRandom } from '../support/seededRandom';
import { startTestServer, type TestServer } from '../support/testServer';
import { until } from '../support/wait';
import { ok } from '../trust/roleMatrix/api';

// The message centre, admin notices and site announcements through the HTTP API and the live gateway
// (spec 02 "Message centre", sections 7 and 9; spec 03 announcements and notices).

type Counts = { comment: number; reply: number; like: number; sys: number; mine: number };
type Message = {
  id: number;
  state: boolean;
  senderUsername: string | null;
  title: string | null;
  sourceTitle: string | null;
};
type Page<T> = { records: T[]; total: number; size: number };

let t: TestServer;
let root: TestAccount;
let admin: TestAccount;
let alice: TestAccount;
let bob: TestAccount;
let category: number;

const unread = (who: TestAccount) => ok<Counts>(who.client.get('/api/msg/unread'));
const list = (who: TestAccount, kind: string, query = '') =>
  ok<Page<Message>>(who.client.get(`/api/msg/${kind}?${query}`));
const clean = (who: TestAccount, query: string) => who.client.call('DELETE', `/api/msg/clean?${query}`);
const discussionBy = async (who: TestAccount, title = 'A question') =>
  (
    await ok<{ id: number }>(
      who.client.post('/api/discussion', { title, description: 'd', content: 'c', categoryId: category }),
    )
  ).id;
/** A like waits for the discussions read model; the author's message is the messages one's: wait for it too. */
const like = async (who: TestAccount, did: number, toLike = true) => {
  await ok(who.client.get(`/api/discussion-like?did=${did}&toLike=${toLike}`));
  await t.server.services.settled('messages', Number(await t.store.waitForSettled()), 30_000);
};
const notice = (body: Record<string, unknown>, by = root) =>
  by.client.post('/api/admin/msg/notice', { title: 'Heads up', content: 'Some **news**', ...body });
const eventCount = async () => Number(await t.store.waitForSettled());

beforeAll(async () => {
  t = await startTestServer();
  root = await registerAndLogin(t, ROLE.root);
  admin = await registerAndLogin(t, ROLE.problemAdmin);
  alice = await registerAndLogin(t);
  bob = await registerAndLogin(t);
  const categories = await ok<{ id: number; name: string }[]>(
    root.client.post('/api/discussion-category', [{ name: 'General' }]),
  );
  category = categories[0]?.id ?? 0;
  await ok(
    root.client.put('/api/admin/switch/update', {
      defaultCreateDiscussionACInitValue: 0,
      defaultCreateDiscussionDailyLimit: 0,
      defaultCreateCommentACInitValue: 0,
    }),
  );
});
afterAll(() => t.close());

describe('like messages', () => {
  it("go to the discussion's author, naming the liker and the discussion; reading the list clears the count", async () => {
    const did = await discussionBy(alice, 'Why WA on test 3?');
    expect((await unread(alice)).like).toBe(0);
    await like(bob, did);
    expect(await unread(alice)).toEqual({ comment: 0, reply: 0, like: 1, sys: 0, mine: 0 });
    expect((await unread(bob)).like).toBe(0);

    const page = await list(alice, 'like');
    expect(page.size).toBe(6);
    expect(page.records).toEqual([
      expect.objectContaining({
        state: false,
        senderUsername: bob.username,
        sourceTitle: 'Why WA on test 3?',
      }),
    ]);
    expect((await unread(alice)).like).toBe(0);
    // Listing again shows it read and appends nothing.
    const head = await eventCount();
    expect((await list(alice, 'like')).records[0]?.state).toBe(true);
    expect(await eventCount()).toBe(head);
  });

  it("are never sent for liking one's own discussion, nor for taking a like back", async () => {
    const did = await discussionBy(bob);
    await like(bob, did);
    expect((await unread(bob)).like).toBe(0);
    await like(alice, did);
    await like(alice, did, false);
    expect((await unread(bob)).like).toBe(1);
    expect((await list(bob, 'like')).total).toBe(1);
  });

  it('are refused to anonymous readers', async () => {
    const anyone = new ApiClient(t.url);
    expect((await anyone.get('/api/msg/unread')).http).toBe(401);
    expect((await anyone.get('/api/msg/like')).http).toBe(401);
  });
});

describe('admin notices', () => {
  it('to all users reach every user who had registered, once each, as a system notice', async () => {
    const before = { alice: (await unread(alice)).sys, bob: (await unread(bob)).sys };
    const sent = await ok<{ id: number; recipientCount: number }>(
      notice({ type: 'all', title: 'Maintenance' }),
    );
    expect((await unread(alice)).sys).toBe(before.alice + 1);
    expect((await unread(bob)).sys).toBe(before.bob + 1);
    // Someone who registers afterwards was not a recipient.
    const late = await registerAndLogin(t);
    expect((await unread(late)).sys).toBe(0);
    expect((await list(late, 'sys')).total).toBe(0);

    const page = await list(alice, 'sys');
    expect(page.size).toBe(8);
    expect(page.records[0]).toMatchObject({ state: false, title: 'Maintenance' });
    expect((await unread(alice)).sys).toBe(0);
    // Alice's reading is hers alone.
    expect((await unread(bob)).sys).toBe(before.bob + 1);
    const sentList = await ok<Page<{ id: number; type: string }>>(root.client.get('/api/admin/msg/notice'));
    expect(sentList.records[0]).toMatchObject({ id: sent.id, type: 'all' });
  });

  it('to named users reach only them, in their own tab', async () => {
    const before = await unread(bob);
    await ok(notice({ type: 'users', recipients: alice.username.toUpperCase(), title: 'For you' }));
    expect((await unread(alice)).mine).toBe(1);
    expect(await unread(bob)).toEqual(before);
    expect((await list(alice, 'mine')).records).toEqual([expect.objectContaining({ title: 'For you' })]);
  });

  it('to admins reach the admin roles only', async () => {
    const before = {
      bob: await unread(bob),
      admin: (await unread(admin)).sys,
      root: (await unread(root)).sys,
    };
    await ok(notice({ type: 'admins', title: 'Admins only' }));
    expect((await unread(admin)).sys).toBe(before.admin + 1);
    expect((await unread(root)).sys).toBe(before.root + 1);
    expect(await unread(bob)).toEqual(before.bob);
  });

  it('refuse unknown recipients, empty fields, and anyone but the super admin', async () => {
    const head = await eventCount();
    expect((await notice({ type: 'users', recipients: 'nobody-here' })).body.msg).toBe(
      'No such user: nobody-here',
    );
    expect((await notice({ type: 'users', recipients: '' })).body.msg).toBe('Recipients are required');
    expect((await notice({ type: 'all', title: ' ' })).body.msg).toBe('Title is required');
    expect((await notice({ type: 'all' }, admin)).http).toBe(403);
    expect((await notice({ type: 'all' }, alice)).http).toBe(403);
    expect((await alice.client.get('/api/admin/msg/notice')).http).toBe(403);
    expect(await eventCount()).toBe(head);
  });
});

describe('a notice to many named users', () => {
  it('gives each of 2,500 recipients one unread message (stored in several statements)', async () => {
    const recipients = [
      alice.uid,
      ...Array.from({ length: 2499 }, (_, i) => `feed${i.toString(16).padStart(6, '0')}`),
    ];
    const before = (await unread(alice)).mine;
    const { positions } = await t.store.append(
      'notice-900001',
      [
        {
          type: 'NoticeSent',
          data: {
            id: 900001,
            title: 'Many',
            content: 'To many',
            audience: 'users',
            recipients,
            author: { uid: root.uid, username: root.username },
          },
        },
      ],
      { expectedVersion: 'no_stream' },
    );
    await t.server.services.settled('messages', positions.at(-1), 60_000);
    expect((await unread(alice)).mine).toBe(before + 1);
    const counted = await t.server.services.db
      .selectFrom('message_unread')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('kind', '=', 'mine')
      .where('uid', 'like', 'feed%')
      .where('unread', '=', 1)
      .executeTakeFirstOrThrow();
    expect(Number(counted.n)).toBe(2499);
  });
});

describe('clean', () => {
  it('removes one message or every message of a kind, for its reader only', async () => {
    await ok(notice({ type: 'users', recipients: [alice.username, bob.username], title: 'One' }));
    await ok(notice({ type: 'users', recipients: [alice.username], title: 'Two' }));
    const mine = (await list(alice, 'mine')).records;
    const one = mine.find((m) => m.title === 'One');
    expect(one).toBeDefined();
    expect((await clean(alice, `type=Mine&id=${one?.id}`)).http).toBe(200);
    expect((await list(alice, 'mine')).records.map((m) => m.title)).not.toContain('One');
    expect((await list(bob, 'mine')).records.map((m) => m.title)).toContain('One');
    // Bob cannot clean Alice's message (he has none by that id: 404), nor a kind that is not one.
    const two = (await list(alice, 'mine')).records[0];
    expect((await clean(bob, `type=Mine&id=${(two?.id ?? 0) + 1_000_000}`)).http).toBe(404);
    expect((await clean(alice, 'type=Everything')).http).toBe(400);

    await ok(notice({ type: 'all', title: 'Broadcast' }));
    expect((await unread(alice)).sys).toBe(1);
    expect((await clean(alice, 'type=Sys')).http).toBe(200);
    expect((await unread(alice)).sys).toBe(0);
    expect((await list(alice, 'sys')).total).toBe(0);
    expect((await list(bob, 'sys')).records.map((m) => m.title)).toContain('Broadcast');
    expect((await clean(alice, 'type=Mine')).http).toBe(200);
    expect((await list(alice, 'mine')).total).toBe(0);
  });
});

describe('comment, reply and comment-like messages', () => {
  it("tell a discussion's author of a comment, the quoted user of a reply (live), and a comment's author of a like", async () => {
    const did = await discussionBy(bob, 'Where is my bug?');
    const before = { alice: await unread(alice), bob: await unread(bob) };
    const comment = await ok<{ id: number }>(
      alice.client.post('/api/comment', { did, content: 'Check overflow' }),
    );
    await t.server.services.settled('messages', Number(await t.store.waitForSettled()), 30_000);
    expect((await unread(bob)).comment).toBe(before.bob.comment + 1);
    const [discuss] = (await list(bob, 'comment')).records;
    expect(discuss).toMatchObject({ senderUsername: alice.username, sourceTitle: 'Where is my bug?' });

    const socket = new LiveTestClient(t.url, { token: alice.client.token });
    try {
      await socket.connected();
      expect(await socket.join(`messages:${alice.uid}`)).toMatchObject({ ok: true });
      await ok(bob.client.post('/api/reply', { reply: { commentId: comment.id, content: 'Thanks!' } }));
      await until(() => socket.applied.some((c) => (c.payload as { unread?: Counts }).unread?.reply), 10_000);
      expect((await unread(alice)).reply).toBe(before.alice.reply + 1);
      await ok(
        bob.client.get(
          `/api/comment-like?cid=${comment.id}&toLike=true&sourceId=${did}&sourceType=Discussion`,
        ),
      );
      await until(async () => (await unread(alice)).like === before.alice.like + 1, 10_000);
    } finally {
      socket.close();
    }
    const [replied] = (await list(alice, 'reply')).records;
    expect(replied).toMatchObject({ senderUsername: bob.username, sourceTitle: 'Where is my bug?' });
    // Nobody hears of their own act: bob's reply to his own comment tells nobody.
    const own = await ok<{ id: number }>(bob.client.post('/api/comment', { did, content: 'Mine' }));
    await ok(bob.client.post('/api/reply', { reply: { commentId: own.id, content: 'Me again' } }));
    await t.server.services.settled('messages', Number(await t.store.waitForSettled()), 30_000);
    expect((await unread(bob)).reply).toBe(0);
  });
});

describe('a deleted account', () => {
  it('loses its own message centre and is sent nothing more; what it sent others stays, counts and all', async () => {
    const leaving = await registerAndLogin(t);
    const staying = await registerAndLogin(t);
    const theirs = await discussionBy(leaving, 'Soon without its author');
    const mine = await discussionBy(staying, 'Still here');
    await like(staying, theirs);
    await like(leaving, mine);
    const comment = await ok<{ id: number }>(
      leaving.client.post('/api/comment', { did: mine, content: 'Bye' }),
    );
    await t.server.services.settled('messages', Number(await t.store.waitForSettled()), 30_000);
    expect((await unread(leaving)).like).toBe(1);
    const before = await unread(staying);
    expect(before).toMatchObject({ like: 1, comment: 1 });

    await ok(root.client.call('DELETE', `/api/admin/user/delete-user?ids=${leaving.uid}`));
    // Others still reply to its comment and like its discussion: nothing reaches the deleted account.
    await ok(staying.client.post('/api/reply', { reply: { commentId: comment.id, content: 'Farewell' } }));
    await like(bob, theirs);
    const { db } = t.server.services;
    await t.server.services.settled('messages', Number(await t.store.waitForSettled()), 30_000);
    const left = await db.selectFrom('message_items').select('id').where('uid', '=', leaving.uid).execute();
    expect(left).toEqual([]);
    const counts = await db
      .selectFrom('message_unread')
      .select('unread')
      .where('uid', '=', leaving.uid)
      .execute();
    expect(counts).toEqual([]);
    // The staying user's messages from the deleted account are theirs to keep, unread as they were.
    expect(await unread(staying)).toEqual(before);
    const [fromLeaving] = (await list(staying, 'like')).records;
    expect(fromLeaving).toMatchObject({ senderUsername: leaving.username, sourceTitle: 'Still here' });
    // Its discussion stays listed under the username the account keeps (nobody else can take it).
    const listed = await ok<{ records: { id: number; author: string; avatar: string | null }[] }>(
      bob.client.get('/api/get-discussion-list?keyword=Soon%20without'),
    );
    expect(listed.records).toEqual([
      expect.objectContaining({ id: theirs, author: leaving.username, avatar: null }),
    ]);
  });
});

describe('live counts', () => {
  it("are pushed to the reader's own room, never to another user's, and the room refuses others", async () => {
    const aliceSocket = new LiveTestClient(t.url, { token: alice.client.token });
    const bobSocket = new LiveTestClient(t.url, { token: bob.client.token });
    try {
      await Promise.all([aliceSocket.connected(), bobSocket.connected()]);
      expect(await aliceSocket.join(`messages:${alice.uid}`)).toMatchObject({ ok: true });
      expect(await bobSocket.join(`messages:${bob.uid}`)).toMatchObject({ ok: true });
      expect(await bobSocket.join(`messages:${alice.uid}`)).toMatchObject({
        ok: false,
        error: { status: 403 },
      });
      expect(await bobSocket.join('messages:broadcast')).toMatchObject({ ok: true });

      await ok(notice({ type: 'users', recipients: alice.username, title: 'Live' }));
      await until(() => aliceSocket.applied.length > 0, 10_000);
      expect(aliceSocket.applied[0]?.payload).toEqual({ unread: await unread(alice) });

      // Bob hears of a notice to him, and of nothing before it.
      await ok(notice({ type: 'users', recipients: bob.username, title: 'Yours' }));
      await until(() => bobSocket.applied.some((c) => c.room === `messages:${bob.uid}`), 10_000);
      expect(bobSocket.applied.map((c) => c.room)).toEqual([`messages:${bob.uid}`]);

      // Reading pushes the cleared counts.
      const pushed = aliceSocket.applied.length;
      await list(alice, 'mine');
      await until(() => aliceSocket.applied.length > pushed, 10_000);
      expect(aliceSocket.applied.at(-1)?.payload).toMatchObject({ unread: { mine: 0 } });

      // A notice to all users goes once to the broadcast room.
      await ok(notice({ type: 'all', title: 'Everyone' }));
      await until(() => bobSocket.applied.some((c) => c.room === 'messages:broadcast'), 10_000);
      expect(bobSocket.applied.at(-1)?.payload).toEqual({ broadcast: expect.any(Number) });
    } finally {
      aliceSocket.close();
      bobSocket.close();
    }
  });
});

describe('announcements', () => {
  it('are written by the super admin only; the home panel lists visible ones, five a page', async () => {
    const head = await eventCount();
    const body = { title: 'Welcome', content: '# Hello', status: 0 };
    expect((await admin.client.post('/api/admin/announcement', body)).http).toBe(403);
    expect((await alice.client.post('/api/admin/announcement', body)).http).toBe(403);
    expect((await new ApiClient(t.url).get('/api/admin/announcement')).http).toBe(401);
    expect((await root.client.post('/api/admin/announcement', { ...body, title: '' })).body.msg).toBe(
      'Title is required',
    );
    expect(await eventCount()).toBe(head);

    const shown = await ok<{ id: number; status: number }>(root.client.post('/api/admin/announcement', body));
    const hidden = await ok<{ id: number }>(
      root.client.post('/api/admin/announcement', { ...body, title: 'Draft', status: 1 }),
    );
    for (let i = 0; i < 5; i += 1)
      await ok(root.client.post('/api/admin/announcement', { ...body, title: `News ${i}` }));
    const anyone = new ApiClient(t.url);
    const home = await ok<Page<{ id: number; title: string }>>(anyone.get('/api/get-common-announcement'));
    expect(home.size).toBe(5);
    expect(home.total).toBe(6);
    expect(home.records.map((a) => a.title)).toEqual(['News 4', 'News 3', 'News 2', 'News 1', 'News 0']);
    const second = await ok<Page<{ id: number }>>(anyone.get('/api/get-common-announcement?currentPage=2'));
    expect(second.records.map((a) => a.id)).toEqual([shown.id]);

    await ok(root.client.put('/api/admin/announcement', { id: hidden.id, status: 0, title: 'Published' }));
    const third = await ok<Page<{ id: number; title: string }>>(
      anyone.get('/api/get-common-announcement?currentPage=1&limit=10'),
    );
    expect(third.records.find((a) => a.id === hidden.id)?.title).toBe('Published');
    expect((await admin.client.put('/api/admin/announcement', { id: hidden.id, status: 1 })).http).toBe(403);
    expect((await admin.client.call('DELETE', `/api/admin/announcement?aid=${hidden.id}`)).http).toBe(403);
    await ok(root.client.call('DELETE', `/api/admin/announcement?aid=${hidden.id}`));
    expect((await root.client.call('DELETE', `/api/admin/announcement?aid=${hidden.id}`)).http).toBe(404);
    const all = await ok<Page<{ id: number }>>(root.client.get('/api/admin/announcement'));
    expect(all.records.map((a) => a.id)).not.toContain(hidden.id);
  });
});

describe('the read models', () => {
  it('give the same unread counts after a random run of likes, notices, reads and cleans as a rebuild', async () => {
    const random = seededRandom(19);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    const people = [alice, bob, admin, root];
    const discussions = [await discussionBy(alice), await discussionBy(bob), await discussionBy(admin)];
    const kinds = ['like', 'sys', 'mine'] as const;
    const liked = new Set<string>();
    for (let step = 0; step < 60; step += 1) {
      const who = pick(people);
      const roll = random();
      if (roll < 0.35) {
        const did = pick(discussions);
        const key = `${who.uid}/${did}`;
        await like(who, did, !liked.has(key));
        if (liked.has(key)) liked.delete(key);
        else liked.add(key);
      } else if (roll < 0.55) {
        const audience = pick(['all', 'users', 'admins'] as const);
        const recipients = [pick(people).username, pick(people).username];
        await ok(notice({ type: audience, recipients, title: `Step ${step}` }));
      } else if (roll < 0.85) {
        await list(who, pick(kinds), random() < 0.3 ? 'currentPage=2' : '');
      } else {
        const kind = pick(kinds);
        const first = (await list(who, kind)).records[0];
        const type = { like: 'Like', sys: 'Sys', mine: 'Mine' }[kind];
        await clean(who, first && random() < 0.5 ? `type=${type}&id=${first.id}` : `type=${type}`);
      }
    }
    const { db } = t.server.services;
    const snapshot = async () => ({
      counts: await Promise.all(people.map(unread)),
      items: await db
        .selectFrom('message_items')
        .selectAll()
        .orderBy('uid')
        .orderBy('kind')
        .orderBy('id')
        .execute(),
      unread: await db.selectFrom('message_unread').selectAll().orderBy('uid').orderBy('kind').execute(),
      readers: await db.selectFrom('message_readers').selectAll().orderBy('uid').execute(),
      broadcasts: await db.selectFrom('message_broadcasts').selectAll().orderBy('id').execute(),
      announcements: await db.selectFrom('announcements').selectAll().orderBy('id').execute(),
    });
    const head = Number(await t.store.waitForSettled());
    await t.server.services.settled('messages', head);
    const before = await snapshot();
    expect(before.counts.some((c) => c.like + c.sys + c.mine > 0)).toBe(true);
    expect(before.items.some((item) => item.read)).toBe(true);
    // Each count equals the unread rows it counts.
    for (const row of before.unread)
      expect(row.unread).toBe(
        before.items.filter((i) => i.uid === row.uid && i.kind === row.kind && !i.read).length,
      );
    await resetProjection(db, messagesProjection);
    await resetProjection(db, announcementsProjection);
    await t.server.services.settled('messages', head);
    await t.server.services.settled('announcements', head);
    expect(await snapshot()).toEqual(before);
    // What the projection pushes (all touched readers at once) says what each reader's own read says.
    const pushed = await unreadCountsOf(
      db,
      people.map((p) => p.uid),
    );
    expect(people.map((p) => pushed.get(p.uid))).toEqual(before.counts);
  });
});
