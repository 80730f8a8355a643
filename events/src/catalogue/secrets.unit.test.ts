import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEvent } from './defineEvent';
import { EACH, REDACTED, redactSecrets, secret, secretPathsOf } from './secrets';

describe('secretPathsOf', () => {
  it('finds secrets in nested objects, through optional, nullable, default and partial', () => {
    const server = z.object({ host: z.string(), password: secret(z.string().max(9)) });
    const schema = z.object({
      name: z.string(),
      server: server.nullable(),
      changes: z.object({ pwd: secret(z.string()), title: z.string() }).partial(),
      token: secret(z.string()).optional(),
      retries: z.number().default(3),
    });
    expect(secretPathsOf(schema)).toEqual([['server', 'password'], ['changes', 'pwd'], ['token']]);
  });

  it('steps into every element of arrays and every value of records', () => {
    const schema = z.object({
      codes: z.array(secret(z.string())),
      invites: z.array(z.object({ email: z.string(), code: secret(z.string()) })).max(10),
      tokens: z.record(z.string(), secret(z.string())),
      pair: z.tuple([z.string(), secret(z.string())]),
    });
    expect(secretPathsOf(schema)).toEqual([
      ['codes', EACH],
      ['invites', EACH, 'code'],
      ['tokens', EACH],
      ['pair', '1'],
    ]);
  });

  it('keeps the mark through refinements made after it, and a whole secret object is one path', () => {
    const schema = z.object({
      a: secret(z.string()).min(1).max(20),
      b: secret(z.object({ inner: secret(z.string()) })),
    });
    expect(secretPathsOf(schema)).toEqual([['a'], ['b']]);
  });

  it('does not mark the schema it was given: the same schema elsewhere stays readable', () => {
    const plain = z.string();
    const schema = z.object({ hidden: secret(plain), shown: plain });
    expect(secretPathsOf(schema)).toEqual([['hidden']]);
  });

  it('walks both sides of unions and finds nothing in a schema without secrets', () => {
    const schema = z.object({
      auth: z.union([
        z.object({ kind: z.literal('pwd'), pwd: secret(z.string()) }),
        z.object({ kind: z.literal('none') }),
      ]),
    });
    expect(secretPathsOf(schema)).toEqual([['auth', 'pwd']]);
    expect(secretPathsOf(z.object({ a: z.string(), b: z.array(z.number()) }))).toEqual([]);
  });

  it('is what defineEvent exposes as secretPaths', () => {
    const Invited = defineEvent('Invited', {
      schema: z.object({ email: z.string(), code: secret(z.string()) }),
    });
    expect(Invited.secretPaths).toEqual([['code']]);
  });
});

describe('redactSecrets', () => {
  it('replaces every secret value, in arrays and records too, and leaves the rest alone', () => {
    const data = {
      name: 'Cup',
      pwd: 'tulip',
      empty: '',
      missing: null,
      codes: ['111', '222'],
      invites: [
        { email: 'a@x', code: '333' },
        { email: 'b@x', code: '444' },
      ],
      tokens: { ann: 't1', bob: 't2' },
    };
    const redacted = redactSecrets(data, [
      ['pwd'],
      ['empty'],
      ['missing'],
      ['absent', 'deep'],
      ['codes', EACH],
      ['invites', EACH, 'code'],
      ['tokens', EACH],
    ]);
    expect(redacted).toEqual({
      name: 'Cup',
      pwd: REDACTED,
      empty: '',
      missing: null,
      codes: [REDACTED, REDACTED],
      invites: [
        { email: 'a@x', code: REDACTED },
        { email: 'b@x', code: REDACTED },
      ],
      tokens: { ann: REDACTED, bob: REDACTED },
    });
    expect(data.pwd).toBe('tulip');
  });
});

describe('secretPathsOf, edge cases', () => {
  it('keeps a field secret when only one union option marks it, and marks the whole data when the root is secret', () => {
    const schema = z.union([z.object({ pwd: z.string() }), z.object({ pwd: secret(z.string()) })]);
    expect(secretPathsOf(schema)).toEqual([['pwd']]);
    expect(secretPathsOf(secret(z.object({ a: z.string() })))).toEqual([[]]);
    expect(redactSecrets({ a: 'x' }, [[]])).toBe(REDACTED);
  });
});
