/**
 * The product's vocabulary: statuses, verdict groups, role codes, account statuses, problem and contest
 * kinds and seal options, defined once. Pure (zod only), so the web imports it through `@oj/events/vocabulary`.
 */
export * from './contestKinds';
export * from './groupKinds';
export * from './messageKinds';
export * from './problemKinds';
export * from './remoteBanks';
export * from './roles';
export * from './submissionStatus';
export * from './trainingKinds';
