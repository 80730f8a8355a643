// Where a signed-in tab keeps its session in localStorage: shared by token.ts and session.ts and by the
// build's first-screen check (web/firstScreenChoice.ts), which must see a session before anything loads.

/** The session token the server handed over. */
export const tokenKey = 'token';
/** The signed-in user, kept beside the token. */
export const userKey = 'userInfo';
