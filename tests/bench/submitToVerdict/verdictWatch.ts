import { isOpenStatus } from '@oj/events';
import { io, type Socket } from 'socket.io-client';
import { z } from 'zod';

const ownSubmissionChange = z.object({
  room: z.string().startsWith('user:'),
  payload: z.object({
    kind: z.literal('submission'),
    submission: z.object({ submitId: z.number(), status: z.number() }),
  }),
});

/**
 * Where the submit bench sees a verdict: the author's own `user:<uid>` room, as the browser does (it
 * polls nothing while its socket is connected). A status poll every 5 ms, as the bench used to wait, costs
 * the API and PostgreSQL about 30 requests a submission; on a machine where a request costs 2-3 ms of CPU
 * that took a third of a core from the compile and the cases it was timing.
 *
 * @example
 *   const watch = await VerdictWatch.open(url, root.token, uid);
 *   const status = await watch.final(submitId);
 */
export class VerdictWatch {
  /** Final statuses pushed so far, by submission: a verdict may arrive before anyone asks for it. */
  private readonly finals = new Map<number, number>();
  private readonly waiting = new Map<number, (status: number) => void>();
  private lost: Error | undefined;

  private constructor(private readonly socket: Socket) {
    socket.on('change', (message: unknown) => {
      const change = ownSubmissionChange.safeParse(message);
      if (!change.success) return;
      const { submitId, status } = change.data.payload.submission;
      if (isOpenStatus(status) || this.finals.has(submitId)) return;
      this.finals.set(submitId, status);
      this.waiting.get(submitId)?.(status);
    });
    // A lost socket would make every later wait time out: say why instead.
    socket.on('disconnect', (reason) => {
      this.lost = new Error(`the verdict socket disconnected: ${reason}`);
    });
  }

  /** Connects with the author's token and joins their own room. */
  static async open(url: string, token: string, uid: string): Promise<VerdictWatch> {
    const socket = io(url, {
      transports: ['websocket'],
      auth: { token },
      forceNew: true,
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const ack = z
      .object({ ok: z.boolean() })
      .parse(await socket.emitWithAck('join', { room: `user:${uid}` }));
    if (!ack.ok) {
      socket.close();
      throw new Error(`joining user:${uid} was refused`);
    }
    return new VerdictWatch(socket);
  }

  /** Resolves with the submission's final status once its room pushes it. */
  final(submitId: number, timeoutMs = 120_000): Promise<number> {
    if (this.lost) return Promise.reject(this.lost);
    const known = this.finals.get(submitId);
    if (known !== undefined) return Promise.resolve(known);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(submitId);
        reject(this.lost ?? new Error(`no verdict pushed for submission ${submitId} in ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiting.set(submitId, (status) => {
        clearTimeout(timer);
        this.waiting.delete(submitId);
        resolve(status);
      });
    });
  }

  close(): void {
    this.socket.close();
  }
}
