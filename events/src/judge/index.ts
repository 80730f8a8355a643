/**
 * The judge protocol: what the server and a judge runner both need, and nothing of either side's own
 * work. The wire's zod schemas (`/api/judge/*`) and the default languages, as data. Pure (zod only), so
 * the server imports it without the runner's sandbox, and the runner without the server.
 *
 * @example
 * import { leaseReply, JUDGE_TOKEN_HEADER } from '@oj/events/judge';
 */
export * from './defaultLanguages';
export * from './submitSlots';
export * from './wire';
