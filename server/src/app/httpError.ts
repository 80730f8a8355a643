import { DomainError, type DomainErrorCode, EventStoreError } from '@oj/events';
import { ProjectionBehindError } from '@oj/projections';

/**
 * An error whose message is safe to show the user, with the HTTP status it maps to and, when the
 * client needs more than the message (an import's bad lines, the health check's state), the envelope's
 * `data`.
 *
 * @example throw new HttpError(400, 'The event feed has 2 bad lines', { errors, total: 2 });
 */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 503,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

const statusOfDomainCode: Record<DomainErrorCode, HttpError['status']> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
};

/**
 * Maps any thrown value to what the client sees. Only expected errors (HttpError, DomainError, event
 * store rejections) show their own message; anything else is a 500 with a generic text.
 */
export function toHttpError(error: unknown): { error: HttpError; expected: boolean } {
  if (error instanceof HttpError) return { error, expected: true };
  if (error instanceof DomainError)
    return { error: new HttpError(statusOfDomainCode[error.code], error.message), expected: true };
  if (error instanceof EventStoreError) {
    const status = error.code === 'wrong_expected_version' ? 409 : 400;
    return { error: new HttpError(status, error.message), expected: true };
  }
  if (error instanceof ProjectionBehindError) {
    // The change is stored; only its read model lags. Not a failure of the request, so no 500.
    return { error: new HttpError(503, 'The site is busy, please try again in a moment'), expected: true };
  }
  const status = httpStatusOf(error);
  if (status && status >= 400 && status < 500) {
    // Koa and its body parser throw these for malformed requests (bad JSON, body too large).
    const message = error instanceof Error && error.message ? error.message : 'Bad request';
    return { error: new HttpError(status === 413 ? 413 : 400, message), expected: true };
  }
  return { error: new HttpError(500, 'Internal server error'), expected: false };
}

function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, expose } = error as { status?: unknown; expose?: unknown };
  return typeof status === 'number' && expose === true ? status : undefined;
}
