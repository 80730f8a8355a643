import { z } from 'zod';
import { defineEvent } from '../catalogue/defineEvent';

/**
 * Stream `claim-<kind>-<lowercased value>`: who holds a unique name. Appending the first claim with
 * expectedVersion 'no_stream' (or on a released one, at the version read) is what makes two users
 * unable to register the same username or e-mail, without any unique index on a read model.
 */
const claim = z.object({
  kind: z.enum(['username', 'email', 'problemId']),
  value: z.string().min(1),
  uid: z.string().min(1),
});

export const NameClaimed = defineEvent('NameClaimed', { schema: claim });
export const NameReleased = defineEvent('NameReleased', { schema: claim });

export const claimEvents = [NameClaimed, NameReleased] as const;
