import { createCatalogue, type Decider, defineEvent, type EventOf, fail } from '@oj/events';
import { z } from 'zod';

/**
 * A tiny aggregate for testing the event store and projector themselves: a counter that refuses to
 * pass a limit. (Product aggregates are tested with their own events.)
 */
export const CounterIncremented = defineEvent('CounterIncremented', {
  schema: z.object({ by: z.number().int().positive(), total: z.number().int() }),
});
export const CounterReset = defineEvent('CounterReset', { schema: z.object({ reason: z.string().min(1) }) });
export const SlowCommitted = defineEvent('SlowCommitted', { schema: z.object({}) });

export const counterCatalogue = createCatalogue([CounterIncremented, CounterReset, SlowCommitted]);

export type CounterEvent = EventOf<typeof counterCatalogue>;

export const counter: Decider<{ type: 'Increment'; by: number; limit: number }, CounterEvent, number> = {
  initialState: () => 0,
  evolve(total, event) {
    switch (event.type) {
      case 'CounterIncremented':
        return event.data.total;
      case 'CounterReset':
        return 0;
      case 'SlowCommitted':
        return total;
    }
  },
  decide: (command, total) =>
    total + command.by > command.limit
      ? fail('conflict', `the counter may not pass ${command.limit}`)
      : [{ type: 'CounterIncremented', data: { by: command.by, total: total + command.by } }],
};
