import {
  createCatalogue,
  createEventStore,
  defineEvent,
  type EventStore,
  REDACTED,
  secret,
} from '@oj/events';
import { createTestDatabase } from '@oj/tests/support/testDatabase';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { escapeLike, searchableData, shownData } from './redaction';

/**
 * The audit's free-text search and views against real PostgreSQL, with an event type whose secrets
 * sit in arrays, records and nested objects (the product has none such yet; groups and trainings will).
 */
const invite = z.object({ email: z.string(), code: secret(z.string()) });
const GroupCreatedV1 = defineEvent('GroupCreated', {
  schema: z.object({ name: z.string(), joinCode: z.string() }),
});
const GroupCreated = defineEvent('GroupCreated', {
  version: 2,
  schema: z.object({
    name: z.string(),
    joinCode: secret(z.string()),
    invites: z.array(invite),
    codes: z.array(secret(z.string())),
    tokens: z.record(z.string(), secret(z.string())),
    settings: z.object({ motto: z.string(), admin: z.object({ password: secret(z.string()) }) }).nullable(),
  }),
  upcasters: {
    1: (old) => ({
      ...z.object({ name: z.string() }).parse(old),
      joinCode: '',
      invites: [],
      codes: [],
      tokens: {},
      settings: null,
    }),
  },
});
const GroupRenamed = defineEvent('GroupRenamed', { schema: z.object({ name: z.string() }) });
const catalogue = createCatalogue([GroupCreated, GroupRenamed]);

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let store: EventStore;

const group = {
  name: 'Wombat club',
  joinCode: 'JOIN-1111',
  invites: [
    { email: 'ann@example.com', code: 'INVITE-2222' },
    { email: 'bob@example.com', code: 'INVITE-3333' },
  ],
  codes: ['CODE-4444', 'CODE-5555'],
  tokens: { ann: 'TOKEN-6666', bob: 'TOKEN-7777' },
  settings: { motto: 'Dig deep', admin: { password: 'PASS-8888' } },
};
const secrets = [
  'JOIN-1111',
  'INVITE-2222',
  'INVITE-3333',
  'CODE-4444',
  'CODE-5555',
  'TOKEN-6666',
  'TOKEN-7777',
  'PASS-8888',
];

async function search(text: string): Promise<string[]> {
  const rows = await store.readRowsWhere({
    where: (eb) => eb(sql<string>`${searchableData(catalogue)}::text`, 'ilike', `%${escapeLike(text)}%`),
  });
  return rows.map((r) => r.stream_id);
}

beforeAll(async () => {
  database = await createTestDatabase();
  store = createEventStore({ connectionString: database.url, catalogue });
  await store.append('group-1', [{ type: 'GroupCreated', data: group }], { expectedVersion: 'no_stream' });
  await store.append('group-1', [{ type: 'GroupRenamed', data: { name: 'Numbat club' } }], {
    expectedVersion: 1,
  });
  await store.append(
    'group-2',
    [
      {
        type: 'GroupCreated',
        data: { ...group, name: 'Empty club', invites: [], codes: [], tokens: {}, settings: null },
      },
    ],
    { expectedVersion: 'no_stream' },
  );
  const oldStore = createEventStore({
    connectionString: database.url,
    catalogue: createCatalogue([GroupCreatedV1]),
  });
  try {
    await oldStore.append(
      'group-3',
      [{ type: 'GroupCreated', data: { name: 'Old club', joinCode: 'OLD-9999' } }],
      {
        expectedVersion: 'no_stream',
      },
    );
  } finally {
    await oldStore.close();
  }
});
afterAll(async () => {
  await store?.close();
  await database?.drop();
});

describe('the free-text search', () => {
  it('never matches a secret: in a field, in every element of an array, in a record, nested', async () => {
    for (const text of secrets) expect(await search(text), text).toEqual([]);
  });

  it('still matches what is not secret around them, array elements and nested objects included', async () => {
    expect(await search('Wombat club')).toEqual(['group-1']);
    expect(await search('bob@example.com')).toEqual(['group-1']);
    expect(await search('Dig deep')).toEqual(['group-1']);
    expect(await search('club')).toEqual(['group-1', 'group-1', 'group-2']);
  });

  it('does not look into rows stored in an older shape of a type with secrets', async () => {
    expect(await search('OLD-9999')).toEqual([]);
    expect(await search('Old club')).toEqual([]);
  });
});

describe('what the audit shows of a row', () => {
  it('redacts every secret of the upcast shape and keeps the rest', async () => {
    const rows = await store.readRowsWhere({});
    const [created, renamed, , old] = rows.map((row) => shownData(catalogue, row));
    expect(created).toEqual({
      type: 'GroupCreated',
      data: {
        ...group,
        joinCode: REDACTED,
        invites: [
          { email: 'ann@example.com', code: REDACTED },
          { email: 'bob@example.com', code: REDACTED },
        ],
        codes: [REDACTED, REDACTED],
        tokens: { ann: REDACTED, bob: REDACTED },
        settings: { motto: 'Dig deep', admin: { password: REDACTED } },
      },
    });
    expect(renamed).toEqual({ type: 'GroupRenamed', data: { name: 'Numbat club' } });
    // Upcast first: the old row's secret sits where today's shape declares it (the upcaster blanks it).
    expect(old).toEqual({
      type: 'GroupCreated',
      data: { name: 'Old club', joinCode: '', invites: [], codes: [], tokens: {}, settings: null },
    });
    expect(JSON.stringify(rows.map((row) => shownData(catalogue, row)))).not.toMatch(/\d{4}/);
  });

  it('hides the whole data of a row no definition can read when its type has secrets', () => {
    const unreadable = { type: 'GroupCreated', schema_version: 1, data: { joinCode: 'X-1234' } };
    expect(shownData(catalogue, unreadable)).toEqual({ type: 'GroupCreated', data: REDACTED });
    const unknown = { type: 'Mystery', schema_version: 1, data: { a: 1 } };
    expect(shownData(catalogue, unknown)).toEqual({ type: 'Mystery', data: REDACTED });
  });
});
