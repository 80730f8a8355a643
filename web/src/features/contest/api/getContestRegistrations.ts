import { contestProfileSchema } from '@oj/events/contracts';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';

const registrationSchema = z.object({
  uid: z.string(),
  username: z.string(),
  registeredAt: z.string(),
  /** The confirm-info form (protected contests); null when none was asked. */
  profile: contestProfileSchema.nullable().catch(null),
});
export type ContestRegistration = z.infer<typeof registrationSchema>;

/** GET /api/get-contest-registrations: who registered, oldest first (the contest's admins only). */
export function getContestRegistrations(cid: number, signal?: AbortSignal): Promise<ContestRegistration[]> {
  return apiRequest('/api/get-contest-registrations', z.array(registrationSchema), {
    query: { cid },
    signal,
  });
}
