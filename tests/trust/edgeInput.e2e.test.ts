import { checkerCompileWait, NO_JUDGE_MESSAGE, ROLE } from '@oj/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import { ApiClient } from '../support/apiClient';
import { startTestServer, type TestServer } from '../support/testServer';

/**
 * Issue 16, findings 5 and 6, each as it was reproduced: text PostgreSQL cannot store gave 500, and ids
 * were read loosely ("0x3E8" and [1000] were 1000). Every refusal here must also leave the store as it was.
 */
let t: TestServer;
let root: TestAccount;
let user: TestAccount;
let pid: number;

const TEXT_REFUSED = 'text must not contain NUL or invalid Unicode characters';

beforeAll(async () => {
  t = await startTestServer();
  root = await registerAndLogin(t, ROLE.root);
  user = await registerAndLogin(t);
  const made = await root.client.post('/api/admin/problem', {
    problem: { problemId: t.uniqueName('EDGE'), title: 'Edge', auth: 1, checker: null },
    testCases: [{ input: '1 2\n', output: '3\n' }],
  });
  expect(made.body.status).toBe(200);
  pid = (made.body.data as { pid: number }).pid;
});
afterAll(() => t?.close());

/** Runs `request` and checks it appended nothing to the event store. */
async function withoutEvents<T>(request: () => Promise<T>): Promise<T> {
  const before = await t.store.waitForSettled();
  const reply = await request();
  expect(await t.store.waitForSettled()).toBe(before);
  return reply;
}

describe('text PostgreSQL cannot store is refused at the edge with a 400 naming the field', () => {
  it('a username with NUL at sign-in', async () => {
    const reply = await withoutEvents(() =>
      new ApiClient(t.url).post('/api/login', { username: 'a\u0000b', password: 'secret123' }),
    );
    expect(reply).toMatchObject({ http: 400, body: { status: 400, msg: `username: ${TEXT_REFUSED}` } });
  });

  it('a profile signature that is a lone surrogate', async () => {
    const reply = await withoutEvents(() =>
      user.client.post('/api/change-userInfo', { signature: '\ud800' }),
    );
    expect(reply).toMatchObject({ http: 400, body: { msg: `signature: ${TEXT_REFUSED}` } });
  });

  it('a tag classification name with NUL', async () => {
    const reply = await withoutEvents(() =>
      root.client.post('/api/admin/tag/classification', { name: 'Graphs\u0000', oj: 'ME' }),
    );
    expect(reply).toMatchObject({ http: 400, body: { msg: `name: ${TEXT_REFUSED}` } });
  });

  it('a NUL in the query string', async () => {
    const reply = await user.client.get('/api/get-user-home-info?username=a%00b');
    expect(reply).toMatchObject({ http: 400, body: { msg: `username: ${TEXT_REFUSED}` } });
  });

  it('a field of a test run that is not program text', async () => {
    const reply = await user.client.post('/api/submit-problem-test-judge', {
      pid,
      language: 'C++',
      code: 'int main(){}',
      userInput: '1 2\n',
      type: 'public\u0000',
    });
    expect(reply).toMatchObject({ http: 400, body: { msg: `type: ${TEXT_REFUSED}` } });
  });

  it('a body nested 5,000 levels deep', async () => {
    const deep = `{"signature":${'{"a":'.repeat(5000)}"x"${'}'.repeat(5000)}}`;
    const reply = await withoutEvents(async () => {
      const res = await fetch(`${t.url}/api/change-userInfo`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: user.client.token ?? '' },
        body: deep,
      });
      return { http: res.status, body: await res.json() };
    });
    expect(reply).toMatchObject({ http: 400, body: { msg: expect.stringContaining('nested too deeply') } });
  });
});

describe('uploaded files follow the same rule', () => {
  const upload = (path: string, name: string, text: string) => {
    const form = new FormData();
    form.append('file', new Blob([text]), name);
    return root.client.call('POST', path, form);
  };

  it('a CLICS feed with NUL in a team name is refused by line and writes nothing', async () => {
    const lines = [
      {
        type: 'contest',
        id: null,
        data: {
          id: 'nul',
          name: 'NUL Cup',
          start_time: '2020-03-01T09:00:00.000+00:00',
          duration: '1:00:00.000',
          scoreboard_type: 'pass-fail',
          penalty_time: 20,
        },
      },
      { type: 'teams', id: 'x', data: { id: 'x', name: 'Xe\u0000non' } },
    ];
    const reply = await withoutEvents(() =>
      upload(
        '/api/admin/contest/import-event-feed',
        'feed.ndjson',
        lines.map((l) => JSON.stringify(l)).join('\n'),
      ),
    );
    expect(reply.http).toBe(400);
    expect(reply.body.data).toMatchObject({ errors: [{ line: 2, message: `data.name: ${TEXT_REFUSED}` }] });
  });

  it('two files where one is read are refused as such, not as a file too large', async () => {
    const form = new FormData();
    form.append('file', new Blob(['<fps></fps>']), 'a.xml');
    form.append('other', new Blob(['<fps></fps>']), 'b.xml');
    const reply = await root.client.call('POST', '/api/admin/import-fps-problem', form);
    expect(reply).toMatchObject({ http: 400, body: { msg: 'Upload one file at a time' } });
  });

  it('an FPS problem whose title holds NUL is refused', async () => {
    const item = (title: string) =>
      `<item><title><![CDATA[${title}]]></title><time_limit unit="s">1</time_limit>` +
      '<memory_limit unit="mb">128</memory_limit><description><![CDATA[d]]></description>' +
      '<test_input><![CDATA[1]]></test_input><test_output><![CDATA[1]]></test_output></item>';
    const xml = `<?xml version="1.0" encoding="UTF-8"?><fps version="1.2">${item('Nul\u0000Title')}</fps>`;
    const reply = await withoutEvents(() => upload('/api/admin/import-fps-problem', 'nul.xml', xml));
    expect(reply).toMatchObject({
      http: 400,
      body: { msg: expect.stringContaining(`title: ${TEXT_REFUSED}`) },
    });
  });
});

describe('program text may hold any character: the edge lets it through', () => {
  it('a submission whose code ends in NUL', async () => {
    const reply = await user.client.post('/api/submit-problem-judge', {
      pid,
      language: 'C++',
      code: 'int main(){}\n\u0000',
    });
    expect(reply).toMatchObject({ http: 200, body: { status: 200 } });
  });

  it('a test run whose input and code hold NUL and a lone surrogate', async () => {
    const reply = await user.client.post('/api/submit-problem-test-judge', {
      pid,
      language: 'C++',
      code: 'int main(){}\n// \u0000\n',
      userInput: '1 2\u0000\ud800\n',
      type: 'public',
    });
    expect(reply).toMatchObject({ http: 200, body: { status: 200 } });
  });

  it('a checker compile whose source holds NUL reaches the judge queue', async () => {
    const saved = checkerCompileWait.timeoutMs;
    checkerCompileWait.timeoutMs = 300;
    try {
      const reply = await root.client.post('/api/admin/problem/compile-checker', {
        language: 'C++',
        code: 'int main(){}\n\u0000',
      });
      // No runner runs here: reaching "no judge answered" means the task was queued.
      expect(reply).toMatchObject({ http: 409, body: { msg: NO_JUDGE_MESSAGE } });
    } finally {
      checkerCompileWait.timeoutMs = saved;
    }
  });
});

describe('ids are whole numbers in decimal digits (finding 6)', () => {
  it('a delete by a hex pid is refused and the problem stays', async () => {
    const reply = await withoutEvents(() =>
      root.client.call('DELETE', `/api/admin/problem?pid=0x${pid.toString(16)}`),
    );
    expect(reply).toMatchObject({
      http: 400,
      body: { msg: 'pid: Expected a whole number in decimal digits' },
    });
    expect((await root.client.get(`/api/admin/problem?pid=${pid}`)).body.status).toBe(200);
  });

  it('an id sent as an array is refused and submits nothing', async () => {
    const reply = await withoutEvents(() =>
      user.client.post('/api/submit-problem-judge', { pid: [pid], language: 'C++', code: 'int main(){}' }),
    );
    expect(reply).toMatchObject({
      http: 400,
      body: { msg: 'pid: Expected a whole number in decimal digits' },
    });
  });

  it.each(['1e0', '0x1', '%2B1', '%201', '1.0', 'NaN', '-1', '99999999999999999999', '1&pid=1'])(
    'a query id written %s is refused',
    async (written) => {
      const reply = await root.client.get(`/api/admin/problem?pid=${written}`);
      expect(reply.http).toBe(400);
      expect(reply.body.msg).toMatch(/^pid: /);
    },
  );

  it('a decimal id in the query, and a JSON integer or digit string in a body, are read', async () => {
    expect((await root.client.get(`/api/admin/problem?pid=${pid}`)).http).toBe(200);
    const asNumber = await root.client.put('/api/admin/problem', { pid, problem: { title: 'Edge 2' } });
    expect(asNumber.body.status).toBe(200);
    const key = await user.client.post('/api/submit-problem-test-judge', {
      pid: String(pid),
      language: 'C++',
      code: 'int main(){}',
      userInput: '',
    });
    expect(key.body.status).toBe(200);
  });
});
