import { DomainError } from '@oj/events';
import { ProjectionBehindError } from '@oj/projections';
import { describe, expect, it } from 'vitest';
import { HttpError, toHttpError } from './httpError';

describe('toHttpError', () => {
  it('answers 503 with a retry message when a read model lags behind a stored command', () => {
    const { error, expected } = toHttpError(new ProjectionBehindError('users', 1200));
    expect(expected).toBe(true);
    expect(error.status).toBe(503);
    expect(error.message).toMatch(/try again/);
  });

  it('keeps a domain error its own status and message', () => {
    const { error } = toHttpError(new DomainError('conflict', 'The username has been used'));
    expect(error).toMatchObject({ status: 409, message: 'The username has been used' });
  });

  it('hides an unexpected error behind a generic 500', () => {
    const { error, expected } = toHttpError(new Error('connection reset by peer'));
    expect(expected).toBe(false);
    expect(error).toEqual(new HttpError(500, 'Internal server error'));
  });
});
