import { z } from 'zod';
import { defineEvent } from '../catalogue/defineEvent';

/**
 * Stream `login-<lowercased username>`: sign-in attempts, kept for the lockout (20 failures from one
 * IP within 30 minutes) and the audit. Unknown usernames have a stream too, so probing is locked alike.
 */
export const LoginFailed = defineEvent('LoginFailed', { schema: z.object({ ip: z.string() }) });
export const LoginSucceeded = defineEvent('LoginSucceeded', { schema: z.object({ ip: z.string() }) });

export const loginEvents = [LoginFailed, LoginSucceeded] as const;
