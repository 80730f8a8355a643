// Small type guards for the live gateway's socket messages, which are checked on every change and
// too small to want a schema. HTTP replies are validated with zod schemas (see lib/api.ts).

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Turns whatever was thrown into an Error, so callers can always show `error.message`. */
export function toError(thrown: unknown): Error {
  return thrown instanceof Error ? thrown : new Error(String(thrown));
}
