import { describe, expect, it } from 'vitest';
import { faultMessage, findTextFault, isInvalidText, MAX_BODY_DEPTH } from './textGuard';

describe('isInvalidText', () => {
  it('finds NUL and unpaired surrogates, and nothing in well-formed text', () => {
    expect(isInvalidText('a\u0000b')).toBe(true);
    expect(isInvalidText('\ud800')).toBe(true);
    expect(isInvalidText('x\udc00')).toBe(true);
    expect(isInvalidText('\udc00\ud800')).toBe(true);
    expect(isInvalidText('emoji 😀 ok, 中文, \u0001 and \ufffd')).toBe(false);
    expect(isInvalidText('')).toBe(false);
  });
});

describe('findTextFault', () => {
  it('names the path of the first bad string, arrays by index', () => {
    const body = { problem: { title: 'ok', examples: [{ input: '1' }, { input: '2\u0000' }] } };
    expect(findTextFault(body)).toEqual({ kind: 'text', path: ['problem', 'examples', 1, 'input'] });
  });

  it('lets through the paths the route allows', () => {
    const body = { code: 'int main(){}\u0000', cases: [{ input: '\ud800' }], name: 'fine' };
    const allowed = (path: readonly (string | number)[]) => path[0] === 'code' || path[2] === 'input';
    expect(findTextFault(body, allowed)).toBeUndefined();
    expect(findTextFault({ ...body, name: 'bad\u0000' }, allowed)).toEqual({ kind: 'text', path: ['name'] });
  });

  it('refuses a key holding NUL, even under an allowed path', () => {
    expect(findTextFault({ extraFiles: { 'a\u0000.h': 'x' } }, () => true)).toEqual({
      kind: 'name',
      path: ['extraFiles'],
    });
  });

  it('checks a top-level string and ignores numbers, booleans and null', () => {
    expect(findTextFault('\u0000')).toEqual({ kind: 'text', path: [] });
    expect(findTextFault({ a: 1, b: true, c: null, d: [1.5, false] })).toBeUndefined();
    expect(findTextFault(undefined)).toBeUndefined();
  });

  it('refuses nesting deeper than the limit without recursing', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findTextFault(deep)).toEqual({ kind: 'depth' });
    let fine: unknown = 'x';
    for (let i = 0; i < MAX_BODY_DEPTH; i++) fine = { a: fine };
    expect(findTextFault(fine)).toBeUndefined();
  });
});

describe('faultMessage', () => {
  it('is a sentence naming the field, like the other 400s', () => {
    expect(faultMessage({ kind: 'text', path: ['username'] }, 'The request body')).toBe(
      'username: text must not contain NUL or invalid Unicode characters',
    );
    expect(faultMessage({ kind: 'text', path: [] }, 'The request body')).toBe(
      'The request body: text must not contain NUL or invalid Unicode characters',
    );
    expect(faultMessage({ kind: 'name', path: ['extraFiles'] }, 'The request body')).toBe(
      'extraFiles: field names must not contain NUL or invalid Unicode characters',
    );
    expect(faultMessage({ kind: 'depth' }, 'The request body')).toBe(
      `The request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels)`,
    );
  });
});
