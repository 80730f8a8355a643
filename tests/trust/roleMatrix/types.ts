import type { TestAccount } from '../../support/accounts';
import type { Access, AnyPrincipal, GroupAccess } from './principals';
import type { World } from './world';

/** One principal of the matrix as the HTTP client sees it. */
export interface Caller {
  who: AnyPrincipal;
  /** The signed-in account: null for nobody and for the judge runner. */
  account: TestAccount | null;
  /** Every address this account has had: its own e-mail, which it may always read. */
  emails: Set<string>;
}

/** What one call sends: path parameters, query, and a JSON or multipart body. */
export interface RouteRequest {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  /** A multipart body (uploads), built per call. */
  form?: FormData;
  /** The reply speaks for this account (a sign-in): its e-mail is not someone else's. */
  about?: TestAccount;
}

export interface Reply {
  status: number;
  headers: Headers;
  /** The body as text (binary bodies as latin1), scanned for private fields. */
  text: string;
}

export interface Call {
  caller: Caller;
  /** Whether the table allows this caller: requests of allowed mutating calls may prepare a fresh fixture. */
  allowed: boolean;
  w: World;
}

/** One registered route: who may call it, and a valid request to call it with. */
export interface RouteCase {
  access: Access;
  /** A group route: what each role in the world's group may do (they are called on group routes only). */
  groupAccess?: GroupAccess;
  request(call: Call): RouteRequest | Promise<RouteRequest>;
  /** Changes state when allowed: such calls run one at a time, after every read. */
  mutates?: boolean;
  /** Statuses an allowed call may answer besides 2xx, and why (never 401, 403 or 5xx). */
  alsoOk?: { statuses: readonly number[]; why: string };
  /** After an allowed call: sign in again after a logout, keep a new password... */
  after?(call: Call, reply: Reply): Promise<void>;
}

/** Keyed `METHOD /path` exactly as the server registers it. */
export type RouteTable = Readonly<Record<string, RouteCase>>;
