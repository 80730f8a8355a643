/**
 * Who calls the API in the role matrix. Each is a kind of caller the product tells apart: nobody, a
 * signed-in user, a restricted one (no submitting, no discussing, muted: the widest of the restricted
 * codes 1003-1007), a banned one (its token refused), the three admin roles, the author of the test
 * contests (an admin who may manage them), the author of contests of its own who has since been made a
 * plain user (who manages them no more), and a judge runner holding the judge token.
 *
 * Group roles (`GROUP_PRINCIPALS`) are called on the group routes only: a group role grants nothing
 * outside its group, so elsewhere each of them is just another signed-in user.
 */
export const PRINCIPALS = [
  'anonymous',
  'user',
  'restricted',
  'banned',
  'problemAdmin',
  'admin',
  'root',
  'contestAdmin',
  'demotedAuthor',
  'judge',
] as const;
export type Principal = (typeof PRINCIPALS)[number];

/**
 * The world's private group (auth 3, spec 03 section 3) as its people see it: its owner (group root), a
 * group admin, a member and an applicant. The outsider is the plain `user` above; super admins are `root`.
 * Every group route (`RouteCase.groupAccess`) says what each may do.
 */
export const GROUP_PRINCIPALS = ['groupOwner', 'groupAdmin', 'groupMember', 'groupApplicant'] as const;
export type GroupPrincipal = (typeof GROUP_PRINCIPALS)[number];
export type AnyPrincipal = Principal | GroupPrincipal;
export type GroupAccess = Readonly<Record<GroupPrincipal, Outcome>>;

/** A group access with these outcomes for some roles, `rest` for the others. */
export function groupAccess(
  rest: Outcome,
  outcomes: Partial<Record<GroupPrincipal, Outcome>> = {},
): GroupAccess {
  return { groupOwner: rest, groupAdmin: rest, groupMember: rest, groupApplicant: rest, ...outcomes };
}

/** Allowed, or refused with this status: 401 nobody signed in, 403 forbidden or banned, 404 hidden. */
export type Outcome = 'allow' | 401 | 403 | 404;
export type Access = Readonly<Record<Principal, Outcome>>;

const allAllowed: Access = {
  anonymous: 'allow',
  user: 'allow',
  restricted: 'allow',
  banned: 'allow',
  problemAdmin: 'allow',
  admin: 'allow',
  root: 'allow',
  contestAdmin: 'allow',
  demotedAuthor: 'allow',
  judge: 'allow',
};

/** Anyone: visitors, banned users (whose token counts for nothing) and the judge runner alike. */
export const everyone: Access = allAllowed;
/** Login required: 401 without a session (the judge token is none), 403 with a banned one. */
export const signedIn: Access = { ...allAllowed, anonymous: 401, judge: 401, banned: 403 };
/** requireAdmin: root, admin and problem admin (the contest author is an admin; the demoted one is not). */
export const adminRoles: Access = { ...signedIn, user: 403, restricted: 403, demotedAuthor: 403 };
/** Who may create contests and import feeds: every admin role (spec 03 section 6), problem admins included. */
export const contestCreators: Access = adminRoles;
/** The test contests' admins: their author and the super admin; another admin (or problem admin) may not manage them. */
export const contestAdmins: Access = { ...contestCreators, admin: 403, problemAdmin: 403 };
/** requireRoot. */
export const superAdmin: Access = { ...contestAdmins, contestAdmin: 403 };
/**
 * Inside the private test contest: its registered users and its admins. Admins who never registered are
 * refused, and so is the demoted author in its own contest: no longer its admin, and never registered.
 */
export const contestants: Access = { ...signedIn, problemAdmin: 403, admin: 403, demotedAuthor: 403 };
/** What only admin roles may see, hidden (404) from everyone else: private problems, others' contest submissions. */
export const adminRolesElseHidden: Access = {
  ...allAllowed,
  anonymous: 404,
  judge: 404,
  banned: 404,
  user: 404,
  restricted: 404,
  demotedAuthor: 404,
};
/** An invisible contest: its admins see it, for everyone else it does not exist. */
export const contestAdminsElseHidden: Access = {
  ...adminRolesElseHidden,
  problemAdmin: 404,
  admin: 404,
};
/** The judge runners' API: the judge token, never a user's session (admins included). */
export const judgeRunner: Access = {
  anonymous: 401,
  user: 401,
  restricted: 401,
  banned: 401,
  problemAdmin: 401,
  admin: 401,
  root: 401,
  contestAdmin: 401,
  demotedAuthor: 401,
  judge: 'allow',
};

export function except(base: Access, changes: Partial<Record<Principal, Outcome>>): Access {
  return { ...base, ...changes };
}

/**
 * Private fields, and who may read them. Anyone's own e-mail is theirs to see; every account's e-mail is
 * shown to the super admin (user pages) and to admins (the audit log's 'all' scope covers account events,
 * decisions.md), never to problem admins or users.
 */
export const SEES_EVERY_EMAIL: ReadonlySet<AnyPrincipal> = new Set<AnyPrincipal>([
  'root',
  'admin',
  'contestAdmin',
]);
/** Spec 01 section 8: an admin role may see the code of any submission. */
export const SEES_ANY_CODE: ReadonlySet<AnyPrincipal> = new Set<AnyPrincipal>([
  'problemAdmin',
  'admin',
  'root',
  'contestAdmin',
]);
/** Mail bodies hold reset links and codes: the outbox is the super admin's alone. */
export const SEES_MAIL: ReadonlySet<AnyPrincipal> = new Set<AnyPrincipal>(['root']);
