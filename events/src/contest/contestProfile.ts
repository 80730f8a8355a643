import { z } from 'zod';

/** Spec 02 section 5: the class choices of the confirm-info form (grades one to nine, senior high one to three, other). */
export const contestClasses = [
  'grade1',
  'grade2',
  'grade3',
  'grade4',
  'grade5',
  'grade6',
  'grade7',
  'grade8',
  'grade9',
  'senior1',
  'senior2',
  'senior3',
  'other',
] as const;

const CONFIRM_INFO = 'Enter the Confirm Info';
const infoText = z.string().trim().min(1, CONFIRM_INFO).max(50, CONFIRM_INFO);

/**
 * What a contestant confirms about themselves on entering a protected contest (spec 02, "contest user
 * profile"): real name and school (trimmed, 1-50), class, and a gender other than "secrecy". Kept with the
 * registration and shown to the contest's admins. Pure zod: the web checks its form with it.
 */
export const contestProfileSchema = z.object({
  realname: infoText,
  school: infoText,
  number: z.enum(contestClasses, { message: CONFIRM_INFO }),
  gender: z.enum(['male', 'female'], { message: CONFIRM_INFO }),
});
export type ContestProfile = z.infer<typeof contestProfileSchema>;
