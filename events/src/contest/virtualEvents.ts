import { z } from 'zod';
import { defineEvent } from '../catalogue/defineEvent';

/**
 * Stream `virtual-<cid>-<uid>`: a user's virtual participation in an ended contest. Their own clock
 * starts at `startedAt` and runs for the contest's length (`durationMs`, fixed when they start); their
 * submissions are ordinary submissions marked `virtual: { cid }` (and `cid: 0`), so no contest reader
 * ever counts them.
 *
 * @example
 * { type: 'VirtualParticipationStarted', data: { cid: 3, uid: 'u1', username: 'ann',
 *   startedAt: '2026-12-01T10:00:00.000Z', durationMs: 18_000_000 } }
 */
export const VirtualParticipationStarted = defineEvent('VirtualParticipationStarted', {
  schema: z.object({
    cid: z.number().int().positive(),
    uid: z.string().min(1),
    username: z.string(),
    /** The participant's minute 0 (ISO). */
    startedAt: z.iso.datetime({ offset: true }),
    /** The contest's length when they started: the window is [startedAt, startedAt + durationMs). */
    durationMs: z.number().int().positive(),
  }),
});

export const virtualEvents = [VirtualParticipationStarted] as const;

/** The participation's stream: one per user and contest. */
export const virtualStreamId = (cid: number, uid: string) => `virtual-${cid}-${uid}`;
