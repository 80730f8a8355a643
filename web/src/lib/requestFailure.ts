// The spec's error catalogue (01 §8) as a pure function: what went wrong in, what the page does out.
// api.ts carries the reaction out; keeping the decision here lets it be tested without a network.

export type UrlType = 'admin' | 'general';

/** Catalogue texts the client supplies itself (keys of the `request` messages). */
export type RequestMessageKey =
  | 'notFound'
  | 'serverError'
  | 'timeout'
  | 'network'
  | 'loginFirst'
  | 'noAccess'
  | 'unexpectedReply';

export type FailureCause =
  /** HTTP said fine, the envelope's status did not. */
  | { kind: 'envelope'; status: number; msg: string }
  /** HTTP itself failed; `msg` is the envelope's message when the reply had one. */
  | { kind: 'http'; httpStatus: number; msg: string | undefined }
  | { kind: 'timeout' }
  | { kind: 'network' }
  /** A reply arrived but its data was not of the agreed shape. */
  | { kind: 'malformed' };

export interface FailureReaction {
  /** Status for the thrown error: the envelope's or HTTP's, 0 when no reply was understood. */
  status: number;
  message: { text: string } | { key: RequestMessageKey };
  /** Also show the corner notice titled 'Error' (wide screens only). */
  withNotice: boolean;
  /** Forget the session and go to this login page. */
  signOutTo?: 'login' | 'adminLogin';
  /** Ask the server again which roles the user has. */
  refreshRoles?: boolean;
  /** Leave the admin page that was refused for the admin home. */
  goAdminHome?: boolean;
}

function serverOr(msg: string | undefined, key: RequestMessageKey): FailureReaction['message'] {
  return msg ? { text: msg } : { key };
}

/** Admin calls are the ones under /api/admin; the server reads this from the `Url-Type` header. */
export function urlTypeOf(path: string): UrlType {
  return path.startsWith('/api/admin/') || path === '/api/admin' ? 'admin' : 'general';
}

export function reactionTo(cause: FailureCause, urlType: UrlType): FailureReaction {
  switch (cause.kind) {
    case 'envelope':
      return { status: cause.status, message: { text: cause.msg }, withNotice: true };
    case 'timeout':
      return { status: 0, message: { key: 'timeout' }, withNotice: false };
    case 'network':
      return { status: 0, message: { key: 'network' }, withNotice: false };
    case 'malformed':
      return { status: 0, message: { key: 'unexpectedReply' }, withNotice: false };
    case 'http':
      return httpReaction(cause.httpStatus, cause.msg, urlType);
    default: {
      const unhandled: never = cause;
      return unhandled;
    }
  }
}

function httpReaction(status: number, msg: string | undefined, urlType: UrlType): FailureReaction {
  if (status === 401) {
    const signOutTo = urlType === 'admin' ? 'adminLogin' : 'login';
    return { status, message: serverOr(msg, 'loginFirst'), withNotice: false, signOutTo };
  }
  if (status === 403) {
    return {
      status,
      message: serverOr(msg, 'noAccess'),
      withNotice: false,
      refreshRoles: true,
      goAdminHome: urlType === 'admin',
    };
  }
  if (status === 404) return { status, message: { key: 'notFound' }, withNotice: false };
  return { status, message: serverOr(msg, 'serverError'), withNotice: false };
}
