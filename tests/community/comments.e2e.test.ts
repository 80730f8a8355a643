import { commentStreamId } from '@oj/events';
import { commentsProjection, resetProjection } from '@oj/projections';
import { ROLE } from '@oj/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import { ApiClient } from '../support/apiClient';
import { runningContest } from '../support/contests';
import { LiveTestClient } from '../support/liveTestClient';
import { startTestServer, type TestServer } from '../support/testServer';
import { until } from '../support/wait';
import { createProblem, ok, submitPractice } from '../trust/roleMatrix/api';
import { JUDGE_TOKEN, judge, judgedCase } from '../trust/roleMatrix/judging';

// The comment area through the HTTP API and the live rooms (spec 02 "Comment area", sections 3-9):
// the content rules and messages, sign-in, role codes and the accepted-problems rule, the site switches,
// paging with the first three replies, likes, delete rules, replies quoting a comment or a reply, the
// contest visibility rule over REST and over sockets, the events' recipients, and a rebuild.

let t: TestServer;
let root: TestAccount;
let admin: TestAccount;
let ann: TestAccount;
let bob: TestAccount;
let muted: TestAccount;
let did: number;
let pid: number;

type Reply = {
  id: number;
  commentId: number;
  content: string;
  toUid: string;
  toName: string;
  fromUid: string;
};
type Comment = {
  id: number;
  content: string;
  fromUid: string;
  fromName: string;
  fromRole: string;
  likeNum: number;
  totalReplyNum: number;
  replyList: Reply[];
  canReply: boolean;
};
type CommentList = {
  commentList: { records: Comment[]; total: number };
  commentLikeMap: Record<string, boolean>;
};

const at = (place: { did?: number; cid?: number }) => (place.did ? `did=${place.did}` : `cid=${place.cid}`);
const comment = (who: TestAccount, place: { did?: number; cid?: number }, content: string) =>
  who.client.post('/api/comment', { ...place, content });
const commented = (who: TestAccount, place: { did?: number; cid?: number }, content: string) =>
  ok<Comment>(comment(who, place, content));
const reply = (who: TestAccount, commentId: number, content: string, quote: Record<string, unknown> = {}) =>
  who.client.post('/api/reply', { reply: { commentId, content }, ...quote });
const replied = (who: TestAccount, commentId: number, content: string, quote: Record<string, unknown> = {}) =>
  ok<Reply>(reply(who, commentId, content, quote));
const list = (client: ApiClient, place: { did?: number; cid?: number }, query = '') =>
  ok<CommentList>(client.get(`/api/comments?${at(place)}${query}`));
const switches = (changes: Record<string, unknown>) =>
  ok(root.client.put('/api/admin/switch/update', changes));

beforeAll(async () => {
  t = await startTestServer({ judgeToken: JUDGE_TOKEN });
  root = await registerAndLogin(t, ROLE.root);
  admin = await registerAndLogin(t, ROLE.admin);
  ann = await registerAndLogin(t);
  bob = await registerAndLogin(t);
  muted = await registerAndLogin(t, ROLE.muted);
  await switches({
    defaultCreateDiscussionACInitValue: 0,
    defaultCreateDiscussionDailyLimit: 0,
    defaultCreateCommentACInitValue: 0,
  });
  const [general] = await ok<{ id: number }[]>(
    root.client.post('/api/discussion-category', [{ name: 'General' }]),
  );
  const discussion = await ok<{ id: number }>(
    ann.client.post('/api/discussion', {
      title: 'Why WA?',
      description: 'WA on 3',
      content: 'help',
      categoryId: general?.id,
    }),
  );
  did = discussion.id;
  pid = (await createProblem(root, { auth: 1 })).pid;
}, 120_000);
afterAll(() => t.close());

describe('posting a comment', () => {
  it('answers empty, blank and oversized content with the spec messages; 10000 characters pass', async () => {
    for (const content of ['', '   \n ']) {
      expect((await comment(bob, { did }, content)).body).toMatchObject({
        status: 400,
        msg: 'Content cannot be empty',
      });
    }
    expect((await comment(bob, { did }, 'x'.repeat(10_001))).body).toMatchObject({
      status: 400,
      msg: 'Content can not exceed 10000',
    });
    expect((await comment(bob, {}, 'where?')).body).toMatchObject({
      status: 400,
      msg: 'A discussion (did) or a contest (cid) is required',
    });
    const long = await commented(bob, { did }, 'x'.repeat(10_000));
    expect(long.content).toHaveLength(10_000);
    expect((await bob.client.call('DELETE', `/api/comment?id=${long.id}`)).body.status).toBe(200);
  });

  it('asks visitors to log in and refuses muted accounts', async () => {
    expect((await new ApiClient(t.url).post('/api/comment', { did, content: 'hi' })).body).toMatchObject({
      status: 401,
      msg: 'Please login first',
    });
    expect((await comment(muted, { did }, 'hi')).body).toMatchObject({
      status: 403,
      msg: 'Your account is not allowed to comment',
    });
    expect(
      (await new ApiClient(t.url).post('/api/reply', { reply: { commentId: 1, content: 'x' } })).http,
    ).toBe(401);
  });

  it('needs the accepted problems the site config asks for; admins are exempt', async () => {
    await switches({ defaultCreateCommentACInitValue: 1 });
    try {
      const solver = await registerAndLogin(t);
      expect((await comment(solver, { did }, 'first')).body).toMatchObject({
        status: 403,
        msg: 'You need 1 accepted problems before commenting',
      });
      expect((await comment(admin, { did }, 'admin note')).body.status).toBe(200);
      await switches({ defaultSubmitInterval: 0 });
      const submitId = await submitPractice(solver, pid);
      await judge(t, submitId, 0, [judgedCase(0)]);
      await t.server.services.settled('submissions', Number(await t.store.waitForSettled()));
      expect((await comment(solver, { did }, 'first')).body.status).toBe(200);
    } finally {
      await switches({ defaultCreateCommentACInitValue: 0 });
    }
  });

  it("is closed with 'No Access' when the discussion area is switched off", async () => {
    await switches({ openPublicDiscussion: false });
    try {
      for (const reply of [
        await bob.client.get(`/api/comments?did=${did}`),
        await comment(bob, { did }, 'hi'),
      ])
        expect(reply.body).toMatchObject({ status: 403, msg: 'No Access' });
    } finally {
      await switches({ openPublicDiscussion: true });
    }
  });
});

describe('a discussion comment area', () => {
  let place: { did: number };
  beforeAll(async () => {
    const [general] = await ok<{ id: number }[]>(root.client.get('/api/discussion-category'));
    const fresh = await ok<{ id: number }>(
      bob.client.post('/api/discussion', {
        title: 'Paging',
        description: 'comments',
        content: 'x',
        categoryId: general?.id,
      }),
    );
    place = { did: fresh.id };
  });

  it('pages comments newest first, ten a page, with the first three replies and the reply count', async () => {
    const ids: number[] = [];
    for (let i = 1; i <= 12; i++) ids.push((await commented(i % 2 ? ann : bob, place, `comment ${i}`)).id);
    const top = ids.at(-1) ?? 0;
    for (let i = 1; i <= 5; i++) await replied(i % 2 ? bob : ann, top, `reply ${i}`);
    const first = await list(new ApiClient(t.url), place);
    expect(first.commentList.total).toBe(12);
    expect(first.commentList.records.map((c) => c.content)).toEqual(
      Array.from({ length: 10 }, (_, i) => `comment ${12 - i}`),
    );
    const newest = first.commentList.records[0];
    expect(newest?.totalReplyNum).toBe(5);
    expect(newest?.replyList.map((r) => r.content)).toEqual(['reply 1', 'reply 2', 'reply 3']);
    const second = await list(new ApiClient(t.url), place, '&currentPage=2');
    expect(second.commentList.records.map((c) => c.content)).toEqual(['comment 2', 'comment 1']);
    const all = await ok<Reply[]>(new ApiClient(t.url).get(`/api/reply?commentId=${top}`));
    expect(all.map((r) => r.content)).toEqual(['reply 1', 'reply 2', 'reply 3', 'reply 4', 'reply 5']);
    // commentNum of the discussion counts the live comments and replies.
    const detail = await ok<{ commentNum: number }>(
      bob.client.get(`/api/get-discussion-detail?did=${place.did}`),
    );
    expect(detail.commentNum).toBe(17);
  });

  it('quotes a reply and its author; the event carries the recipients and the source', async () => {
    const c = await commented(ann, place, 'Use long long');
    const r1 = await replied(bob, c.id, 'Thanks, that was it');
    expect(r1).toMatchObject({ toUid: ann.uid, toName: ann.username, fromUid: bob.uid });
    const r2 = await replied(ann, c.id, 'You are welcome', { quoteType: 'Reply', quoteId: r1.id });
    expect(r2).toMatchObject({ toUid: bob.uid, toName: bob.username });
    expect((await reply(ann, c.id, 'x', { quoteType: 'Reply', quoteId: 999_999 })).http).toBe(404);
    await ok(
      bob.client.get(`/api/comment-like?cid=${c.id}&toLike=true&sourceId=${place.did}&sourceType=Discussion`),
    );

    const events = await t.store.readStream(commentStreamId(c.id));
    const source = { type: 'Discussion', did: place.did, title: 'Paging', authorUid: bob.uid };
    expect(events.map((e) => e.type)).toEqual([
      'CommentPosted',
      'ReplyPosted',
      'ReplyPosted',
      'CommentLiked',
    ]);
    expect(events[0]?.data).toMatchObject({ source, from: { uid: ann.uid } });
    expect(events[2]?.data).toMatchObject({
      toUid: bob.uid,
      quote: { type: 'Reply', id: r1.id },
      quoteContent: 'Thanks, that was it',
      source,
    });
    expect(events[3]?.data).toMatchObject({ uid: bob.uid, toUid: ann.uid, source });
  });

  it('toggles a like once per user and reports it in commentLikeMap', async () => {
    const c = await commented(ann, place, 'like me');
    const like = (toLike: boolean) =>
      ok<{ likeNum: number }>(bob.client.get(`/api/comment-like?cid=${c.id}&toLike=${toLike}`));
    expect((await like(true)).likeNum).toBe(1);
    expect((await like(true)).likeNum).toBe(1);
    const mine = await list(bob.client, place);
    expect(mine.commentLikeMap[c.id]).toBe(true);
    expect(mine.commentList.records.find((r) => r.id === c.id)?.likeNum).toBe(1);
    expect((await like(false)).likeNum).toBe(0);
    expect((await list(bob.client, place)).commentLikeMap[c.id]).toBeUndefined();
    expect((await new ApiClient(t.url).get(`/api/comment-like?cid=${c.id}&toLike=true`)).http).toBe(401);
  });

  it('lets the author or an admin delete a comment or a reply, nobody else', async () => {
    const c = await commented(ann, place, 'to delete');
    const r = await replied(bob, c.id, 'a reply');
    expect((await bob.client.call('DELETE', `/api/comment?id=${c.id}`)).body).toMatchObject({
      status: 403,
      msg: 'Only the author or an admin may delete this comment',
    });
    expect((await ann.client.call('DELETE', `/api/reply?id=${r.id}`)).body).toMatchObject({
      status: 403,
      msg: 'Only the author or an admin may delete this reply',
    });
    expect((await bob.client.call('DELETE', `/api/reply?id=${r.id}`)).body.status).toBe(200);
    expect((await bob.client.call('DELETE', `/api/reply?id=${r.id}`)).http).toBe(404);
    expect((await admin.client.call('DELETE', `/api/comment?id=${c.id}`)).body.status).toBe(200);
    expect((await list(ann.client, place)).commentList.records.some((x) => x.id === c.id)).toBe(false);
    const own = await commented(bob, place, 'mine');
    expect((await bob.client.call('DELETE', `/api/comment?id=${own.id}`)).body.status).toBe(200);
  });

  it('pushes a new comment and reply to the discussion room', async () => {
    const live = new LiveTestClient(t.url);
    try {
      await live.connected();
      expect(await live.join(`comments:discussion:${place.did}`)).toMatchObject({ ok: true });
      const c = await commented(ann, place, 'pushed');
      await replied(bob, c.id, 'pushed reply');
      await until(() => live.applied.length >= 2);
      expect(live.applied.map((m) => m.payload)).toEqual([
        { kind: 'comment', commentId: c.id, fromUid: ann.uid, content: 'pushed' },
        expect.objectContaining({ kind: 'reply', commentId: c.id, content: 'pushed reply' }),
      ]);
    } finally {
      live.close();
    }
  });
});

describe('a contest comment area', () => {
  let cid: number;
  let annQuestion: Comment;
  let adminNote: Comment;
  const place = () => ({ cid });
  const contents = async (who: TestAccount) =>
    (await list(who.client, place())).commentList.records.map((c) => c.content).sort();

  beforeAll(async () => {
    cid = await runningContest(admin, { title: 'Comment Cup', pid });
    annQuestion = await commented(ann, place(), 'ann asks');
    await commented(bob, place(), 'bob asks');
    adminNote = await commented(admin, place(), 'admin says');
  });

  it('needs contest entry: visitors are asked to log in', async () => {
    expect((await new ApiClient(t.url).get(`/api/comments?cid=${cid}`)).body).toMatchObject({
      status: 401,
      msg: 'Please login first',
    });
    expect((await ann.client.get('/api/comments?cid=999999')).http).toBe(404);
  });

  it('shows a contestant only their own and the admins’ comments while it runs', async () => {
    expect(await contents(ann)).toEqual(['admin says', 'ann asks']);
    expect(await contents(bob)).toEqual(['admin says', 'bob asks']);
    expect(await contents(admin)).toEqual(['admin says', 'ann asks', 'bob asks']);
    expect(await contents(root)).toEqual(['admin says', 'ann asks', 'bob asks']);
    // Another contestant's comment is not there for bob at all.
    expect((await bob.client.get(`/api/reply?commentId=${annQuestion.id}`)).http).toBe(404);
    expect((await bob.client.get(`/api/comment-like?cid=${annQuestion.id}&toLike=true`)).http).toBe(404);
    expect((await reply(bob, annQuestion.id, 'peek')).http).toBe(404);
  });

  it('refuses a contestant’s reply to an admin comment; admins answer; the reply button follows', async () => {
    expect((await reply(ann, adminNote.id, 'ok')).body).toMatchObject({
      status: 403,
      msg: 'Admin comments cannot be replied to during the contest',
    });
    const answer = await replied(admin, annQuestion.id, 'read the statement again');
    expect(answer.toUid).toBe(ann.uid);
    const annView = (await list(ann.client, place())).commentList.records;
    expect(annView.find((c) => c.id === annQuestion.id)?.replyList.map((r) => r.content)).toEqual([
      'read the statement again',
    ]);
    expect(annView.every((c) => !c.canReply)).toBe(true);
    expect((await list(admin.client, place())).commentList.records.every((c) => c.canReply)).toBe(true);
  });

  it('deletes contest comments by author or the contest admins, not by other site admins', async () => {
    const c = await commented(ann, place(), 'oops');
    const other = await registerAndLogin(t, ROLE.problemAdmin);
    // A site admin who does not run the contest is a reader like any other: the comment is not there.
    expect((await other.client.call('DELETE', `/api/comment?id=${c.id}`)).http).toBe(404);
    expect((await bob.client.call('DELETE', `/api/comment?id=${c.id}`)).http).toBe(404);
    expect((await admin.client.call('DELETE', `/api/comment?id=${c.id}`)).body.status).toBe(200);
  });

  it('pushes to each audience only what it may see: never another contestant’s comment', async () => {
    const bobLive = new LiveTestClient(t.url, { token: bob.client.token });
    const annLive = new LiveTestClient(t.url, { token: ann.client.token });
    const adminLive = new LiveTestClient(t.url, { token: admin.client.token });
    try {
      await Promise.all([bobLive.connected(), annLive.connected(), adminLive.connected()]);
      const room = `comments:contest:${cid}`;
      for (const live of [bobLive, annLive]) expect(await live.join(room)).toMatchObject({ ok: true });
      expect(await annLive.join(`${room}:user:${ann.uid}`)).toMatchObject({ ok: true });
      expect(await adminLive.join(`${room}:admin`)).toMatchObject({ ok: true });
      expect(await bobLive.join(`${room}:admin`)).toMatchObject({ ok: false, error: { status: 403 } });
      expect(await bobLive.join(`${room}:user:${ann.uid}`)).toMatchObject({
        ok: false,
        error: { status: 403 },
      });

      const secret = await commented(ann, place(), 'ann secret question');
      const answer = await replied(admin, secret.id, 'admin answers ann');
      const sentinel = await commented(admin, place(), 'sentinel for everyone');
      const has = (live: LiveTestClient, id: number) =>
        live.applied.some((m) => (m.payload as { commentId: number }).commentId === id);
      await until(
        () => has(bobLive, sentinel.id) && has(annLive, sentinel.id) && has(adminLive, sentinel.id),
      );
      // bob's public room got the sentinel but nothing of ann's question or its answer.
      expect(bobLive.applied.map((m) => m.payload)).toEqual([
        { kind: 'comment', commentId: sentinel.id, fromUid: admin.uid, content: 'sentinel for everyone' },
      ]);
      // ann got her own question and its answer through her own room; admins got everything.
      expect(
        annLive.applied.filter((m) => m.room.endsWith(`:user:${ann.uid}`)).map((m) => m.payload),
      ).toEqual([
        expect.objectContaining({ kind: 'comment', commentId: secret.id }),
        expect.objectContaining({ kind: 'reply', replyId: answer.id }),
      ]);
      expect(adminLive.applied.map((m) => (m.payload as { kind: string }).kind)).toEqual([
        'comment',
        'reply',
        'comment',
      ]);
    } finally {
      for (const live of [bobLive, annLive, adminLive]) live.close();
    }
  });

  it("keeps a contest's comment events in the audit to its admins, as its own stream", async () => {
    const question = await commented(ann, place(), 'audited question');
    const otherAdmin = await registerAndLogin(t, ROLE.admin);
    const streamEvents = async (who: TestAccount, stream: string) =>
      (await ok<{ records: { type: string }[] }>(who.client.get(`/api/admin/audit/events?stream=${stream}`)))
        .records;
    const stream = commentStreamId(question.id);
    expect((await streamEvents(root, stream)).map((e) => e.type)).toEqual(['CommentPosted']);
    expect((await streamEvents(admin, stream)).map((e) => e.type)).toEqual(['CommentPosted']);
    expect(await streamEvents(otherAdmin, stream)).toEqual([]);
    // A discussion's comments are ordinary back-office reading.
    const [first] = (await list(ann.client, { did })).commentList.records;
    expect((await streamEvents(otherAdmin, commentStreamId(first?.id ?? 0))).length).toBeGreaterThan(0);
  });

  it("is closed with 'No Access' when contest comments are switched off", async () => {
    await switches({ openContestComment: false });
    try {
      expect((await ann.client.get(`/api/comments?cid=${cid}`)).body).toMatchObject({
        status: 403,
        msg: 'No Access',
      });
      expect((await comment(ann, place(), 'hi')).body).toMatchObject({ status: 403, msg: 'No Access' });
    } finally {
      await switches({ openContestComment: true });
    }
  });

  it('shows everyone every comment once the contest has ended', async () => {
    const ended = await runningContest(admin, {
      title: 'Ended Cup',
      pid,
      startedMinutesAgo: 120,
      minutesLeft: -60,
    });
    await commented(ann, { cid: ended }, 'ann after');
    await commented(bob, { cid: ended }, 'bob after');
    const seen = (await list(bob.client, { cid: ended })).commentList.records.map((c) => c.content);
    expect(seen.sort()).toEqual(['ann after', 'bob after']);
  });
});

describe('the comments read model', () => {
  it('equals a rebuild from the events alone', async () => {
    const { db } = t.server.services;
    const snapshot = async () => ({
      comments: await db.selectFrom('comments').selectAll().orderBy('id').execute(),
      replies: await db.selectFrom('comment_replies').selectAll().orderBy('id').execute(),
      likes: await db.selectFrom('comment_likes').selectAll().orderBy('comment_id').orderBy('uid').execute(),
    });
    await t.server.services.settled('comments', Number(await t.store.waitForSettled()));
    const before = await snapshot();
    expect(before.comments.length).toBeGreaterThan(20);
    expect(before.replies.length).toBeGreaterThan(5);
    await resetProjection(db, commentsProjection);
    await t.server.services.settled('comments', Number(await t.store.waitForSettled()));
    expect(await snapshot()).toEqual(before);
  });
});
