import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '../api/auditEventSchema';
import { appendOlder, mergeNewer } from './mergeEvents';

const event = (position: number): AuditEvent => ({
  position,
  eventId: `e${position}`,
  stream: 'problem-1',
  aggregate: 'problem',
  version: position,
  type: 'ProblemUpdated',
  data: {},
  metadata: { actorUid: null, actorUsername: null, ip: null, correlationId: 'c', causationId: null, at: '' },
  time: '',
  causedBy: null,
});

describe('merging audit pages', () => {
  it('puts newer events on top, newest first, without repeating one already shown', () => {
    const merged = mergeNewer([event(5), event(4)], [event(6), event(7), event(5)]);
    expect(merged.map((e) => e.position)).toEqual([7, 6, 5, 4]);
  });

  it('adds an older page below, skipping any event already listed', () => {
    const merged = appendOlder([event(9), event(8)], [event(8), event(7)]);
    expect(merged.map((e) => e.position)).toEqual([9, 8, 7]);
  });
});
