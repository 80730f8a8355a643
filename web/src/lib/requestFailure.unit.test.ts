import { describe, expect, it } from 'vitest';
import { reactionTo, urlTypeOf } from './requestFailure';

describe('urlTypeOf', () => {
  it('marks calls under /api/admin as admin and everything else as general', () => {
    expect(urlTypeOf('/api/admin/switch/info')).toBe('admin');
    expect(urlTypeOf('/api/login')).toBe('general');
    expect(urlTypeOf('/api/administrators')).toBe('general');
  });
});

describe('reactionTo (the error catalogue)', () => {
  it('shows a failed envelope as a message plus the Error notice', () => {
    expect(reactionTo({ kind: 'envelope', status: 400, msg: 'Email Check Format' }, 'general')).toEqual({
      status: 400,
      message: { text: 'Email Check Format' },
      withNotice: true,
    });
  });

  it('signs out on 401 and goes to the login page of the kind of call', () => {
    const general = reactionTo({ kind: 'http', httpStatus: 401, msg: 'Token expired' }, 'general');
    expect(general).toMatchObject({ message: { text: 'Token expired' }, signOutTo: 'login' });
    const admin = reactionTo({ kind: 'http', httpStatus: 401, msg: undefined }, 'admin');
    expect(admin).toMatchObject({ message: { key: 'loginFirst' }, signOutTo: 'adminLogin' });
  });

  it('refreshes roles on 403, and leaves admin pages for the admin home', () => {
    const general = reactionTo({ kind: 'http', httpStatus: 403, msg: 'No Access' }, 'general');
    expect(general).toMatchObject({ refreshRoles: true, goAdminHome: false });
    expect(general.signOutTo).toBeUndefined();
    expect(reactionTo({ kind: 'http', httpStatus: 403, msg: undefined }, 'admin')).toMatchObject({
      message: { key: 'noAccess' },
      refreshRoles: true,
      goAdminHome: true,
    });
  });

  it('uses the catalogue text for 404 whatever the server said', () => {
    expect(reactionTo({ kind: 'http', httpStatus: 404, msg: 'Not found' }, 'general').message).toEqual({
      key: 'notFound',
    });
  });

  it("shows the server's message for other statuses, or the generic server error", () => {
    const limited = reactionTo(
      { kind: 'http', httpStatus: 429, msg: 'Login failed too many times' },
      'general',
    );
    expect(limited).toMatchObject({ status: 429, message: { text: 'Login failed too many times' } });
    expect(reactionTo({ kind: 'http', httpStatus: 502, msg: undefined }, 'general').message).toEqual({
      key: 'serverError',
    });
  });

  it('names time-outs, lost connections and replies of the wrong shape', () => {
    expect(reactionTo({ kind: 'timeout' }, 'general').message).toEqual({ key: 'timeout' });
    expect(reactionTo({ kind: 'network' }, 'general').message).toEqual({ key: 'network' });
    expect(reactionTo({ kind: 'malformed' }, 'general').message).toEqual({ key: 'unexpectedReply' });
  });
});
