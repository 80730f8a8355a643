import type { ColumnType } from 'kysely';

export type AuthTables = {
  server_secrets: { name: string; value: string };
  captchas: { key: string; answer_hash: string; expires_at: ColumnType<Date, Date, Date> };
};
