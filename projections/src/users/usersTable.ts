import type { ColumnType, Selectable } from 'kysely';

/** One row per account: what sign-in, the auth middleware and profile pages read. */
export interface UsersTable {
  uid: string;
  username: string;
  /** Lowercased, for case-insensitive lookups. */
  username_key: string;
  email: string;
  email_key: string;
  password_hash: string;
  role_code: number;
  nickname: ColumnType<string, string | undefined, string>;
  realname: ColumnType<string, string | undefined, string>;
  school: ColumnType<string, string | undefined, string>;
  course: ColumnType<string, string | undefined, string>;
  number: ColumnType<string, string | undefined, string>;
  gender: ColumnType<string, string | undefined, string>;
  github: ColumnType<string, string | undefined, string>;
  blog: ColumnType<string, string | undefined, string>;
  signature: ColumnType<string, string | undefined, string>;
  avatar: ColumnType<string, string | undefined, string>;
  title_name: ColumnType<string, string | undefined, string>;
  title_color: ColumnType<string, string | undefined, string>;
  created_at: ColumnType<Date, Date | string, Date | string>;
  last_login_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Tokens issued at or before this instant were revoked by a logout. */
  tokens_valid_after: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** A banned account cannot sign in and none of its tokens work. */
  banned: ColumnType<boolean, boolean | undefined, boolean>;
  /** A deleted account is also banned, with its personal fields wiped; null while it lives. */
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export type UserRow = Selectable<UsersTable>;
export type UsersTables = { users: UsersTable };
