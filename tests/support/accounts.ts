import { handleCommand } from '@oj/events';
import { userDecider } from '@oj/server';
import { expect } from 'vitest';
import { ApiClient } from './apiClient';
import type { TestServer } from './testServer';

export const codeIn = (mail: string) => /is (\d{6})\./.exec(mail)?.[1] ?? '';
export const resetCodeIn = (mail: string) => /code=([0-9a-f]{32})/.exec(mail)?.[1] ?? '';

export interface TestAccount {
  client: ApiClient;
  uid: string;
  username: string;
  password: string;
  email: string;
}

/** Registers through the API with the code from the SMTP sink, then signs in: what a user does. */
export async function registerAndLogin(t: TestServer, roleCode?: number): Promise<TestAccount> {
  const client = new ApiClient(t.url);
  const username = t.uniqueName('u');
  const email = `${username}@example.com`;
  const password = 'secret123';
  expect((await client.get(`/api/get-register-code?email=${email}`)).body.status).toBe(200);
  const code = codeIn(await t.smtp.mailTo(email));
  expect((await client.post('/api/register', { username, password, email, code })).body).toMatchObject({
    status: 200,
  });
  const login = await client.post('/api/login', { username, password });
  expect(login.body.status).toBe(200);
  const uid = String((login.body.data as { uid: string }).uid);
  if (roleCode !== undefined) {
    const result = await handleCommand(t.store, `user-${uid}`, userDecider, { type: 'ChangeRole', roleCode });
    await t.server.services.settled('users', result.positions.at(-1));
  }
  return { client, uid, username, password, email };
}
