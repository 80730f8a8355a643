import type { CommentSource, EventMetadata } from '@oj/events';
import { discussionDetail, userBy } from '@oj/projections';
import type { Services } from '../app/services';
import { nextCommentId, runCommentCommand } from '../comment/commentCommands';
import type { CommentActor } from '../comment/commentDecider';

type Who = 'root' | 'alice' | 'bob';

/** The comment threads, by discussion title: a comment, then replies quoting the comment or the reply before. */
const THREADS: {
  title: string;
  from: Who;
  content: string;
  replies: { from: Who; content: string }[];
  likedBy: Who[];
}[] = [
  {
    title: '[1000] Use 64-bit integers',
    from: 'alice',
    content: 'Thanks! I had `int` and got **Wrong Answer** on test 3.',
    replies: [
      { from: 'root', content: 'Glad it helped. `long long` is the safe default for sums.' },
      { from: 'bob', content: 'And in Python it never overflows :)' },
    ],
    likedBy: ['root', 'bob'],
  },
  {
    title: 'Welcome to the discussions',
    from: 'bob',
    content: 'Hello everyone! Is the Demo Contest open to all?',
    replies: [{ from: 'root', content: 'Yes: it is public, just open it from the Contests page.' }],
    likedBy: ['alice'],
  },
];

/**
 * First start only (called with the discussions `seedDemoDiscussions` has just made): a few comments,
 * replies and likes by the demo users, so the comment area is alive on `npm start`.
 */
export async function seedDemoComments(services: Services, metadata: EventMetadata, dids: readonly number[]) {
  if (dids.length === 0) return;
  const actors = new Map<Who, CommentActor>();
  for (const username of ['root', 'alice', 'bob'] as const) {
    const user = await userBy(services.db, { username });
    if (!user) return;
    actors.set(username, { uid: user.uid, username, isPlaceAdmin: username === 'root', mayComment: true });
  }
  const actor = (who: Who) => actors.get(who) as CommentActor;
  // The seed is not held to the accepted-problems rule: it writes what users would have written.
  const posting = { rules: { acceptedNeeded: 0 }, acceptedCount: 0, contestRunning: false };
  for (const thread of THREADS) {
    const discussion = (await Promise.all(dids.map((did) => discussionDetail(services.db, did)))).find(
      (d) => d?.title === thread.title,
    );
    if (!discussion) continue;
    const source: CommentSource = {
      type: 'Discussion',
      did: discussion.id,
      title: discussion.title,
      authorUid: discussion.uid,
    };
    const id = await nextCommentId(services, 'comment');
    const author = actor(thread.from);
    await runCommentCommand(services, metadata, id, {
      type: 'PostComment',
      id,
      source,
      content: thread.content,
      actor: author,
      ...posting,
    });
    let quote: { type: 'Comment' | 'Reply'; id: number } = { type: 'Comment', id };
    for (const reply of thread.replies) {
      const replyId = await nextCommentId(services, 'reply');
      await runCommentCommand(services, metadata, id, {
        type: 'PostReply',
        replyId,
        quote,
        content: reply.content,
        actor: actor(reply.from),
        ...posting,
      });
      quote = { type: 'Reply', id: replyId };
    }
    for (const who of thread.likedBy)
      await runCommentCommand(services, metadata, id, {
        type: 'LikeComment',
        actor: actor(who),
        toLike: true,
      });
  }
}
