import type { ServerResponse } from 'node:http';
import { FakeSite, html, redirect } from './fakeSite';

export interface CodeforcesFakeOptions {
  users: Record<string, string>;
  /** 'api': user.status answers "Call limit exceeded"; '429': the submit answers HTTP 429. */
  rateLimit?: 'api' | '429' | null;
  /** user.status answers a shape of another API version. */
  changedApi?: boolean;
}

const CSRF = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';

/**
 * A fake of Codeforces as publicly known: `/enter` (a csrf_token in the form; handleOrEmail, password;
 * "Invalid handle/email or password"), `/problemset/problem/4/A` and `/gym/100001/problem/A`
 * (div.problem-statement), the submit forms `/problemset/submit` and `/gym/<id>/submit`, and the API
 * `/api/user.status` (JSON: id, contestId, problem.index, verdict, timeConsumedMillis, memoryConsumedBytes).
 */
export function codeforcesFake(options: CodeforcesFakeOptions) {
  const sessions = new Map<string, string>();
  let seq = 0;
  const json = (res: ServerResponse, body: unknown, status = 200) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const statement = (
    title: string,
  ) => `<div class="problem-statement"><div class="header"><div class="title">A. ${title}</div>
<div class="time-limit"><div class="property-title">time limit per test</div>1 second</div>
<div class="memory-limit"><div class="property-title">memory limit per test</div>64 megabytes</div>
<div class="input-file"><div class="property-title">input</div>standard input</div><div class="output-file"><div class="property-title">output</div>standard output</div></div>
<div><p>One hot summer day Pete and his friend Billy decided to buy a watermelon weighing <span class="tex-span"><i>w</i></span> kilos.</p></div>
<div class="input-specification"><div class="section-title">Input</div><p>The first (and the only) input line contains integer number <i>w</i> (1 ≤ <i>w</i> ≤ 100).</p></div>
<div class="output-specification"><div class="section-title">Output</div><p>Print YES, if the boys can divide the watermelon into two parts, and NO otherwise.</p></div>
<div class="sample-tests"><div class="section-title">Examples</div><div class="sample-test"><div class="input"><div class="title">Input</div><pre>8
</pre></div><div class="output"><div class="title">Output</div><pre>YES
</pre></div></div></div>
<div class="note"><div class="section-title">Note</div><p>For example, the boys can divide the watermelon into two parts of 2 and 6 kilos.</p></div></div>`;
  const site: FakeSite & { options: CodeforcesFakeOptions } = Object.assign(
    new FakeSite((request, res) => {
      const user = sessions.get(request.cookies.get('JSESSIONID') ?? '');
      const header = user
        ? `<div class="lang-chooser"><a href="/profile/${user}">${user}</a> | <a href="/b1c2/logout">Logout</a></div>`
        : '<div class="lang-chooser"><a href="/enter">Enter</a> | <a href="/register">Register</a></div>';
      const form = (inner: string) =>
        `${header}<form method="post" action=""><input type="hidden" name="csrf_token" value="${CSRF}"/>${inner}</form>`;
      const { path } = request;
      if (path === '/enter' && request.method === 'GET')
        return html(res, form('<input name="handleOrEmail"/>'));
      if (path === '/enter' && request.method === 'POST') {
        if (request.form.get('csrf_token') !== CSRF) return html(res, 'Invalid CSRF token', 403);
        const name = request.form.get('handleOrEmail') ?? '';
        if (options.users[name] === undefined || options.users[name] !== request.form.get('password'))
          return html(res, form('<span class="error for__password">Invalid handle/email or password</span>'));
        const id = `c${++seq}`;
        sessions.set(id, name);
        return redirect(res, '/', { 'set-cookie': `JSESSIONID=${id}; Path=/; HttpOnly` });
      }
      if (path === '/') return html(res, header);
      if (path === '/problemset/problem/4/A') return html(res, statement('Watermelon'));
      if (path === '/gym/100001/problem/A') return html(res, statement('Gym Watermelon'));
      if (/^\/(problemset|gym\/\d+)\/problem\//.test(path)) return html(res, '<p>No such problem</p>', 404);
      const submitPath = /^\/(problemset|gym\/(\d+))\/submit$/.exec(path);
      if (submitPath && request.method === 'GET')
        return html(res, form('<select name="programTypeId"></select>'));
      if (submitPath && request.method === 'POST') {
        if (!user) return redirect(res, '/enter');
        if (options.rateLimit === '429') return html(res, 'Too Many Requests', 429);
        if (request.form.get('csrf_token') !== CSRF) return html(res, 'Invalid CSRF token', 403);
        const code = request.form.get('source') ?? '';
        if (site.submissions.some((s) => s.user === user && s.code === code))
          return html(
            res,
            form('<span class="error for__source">You have submitted exactly the same code before</span>'),
          );
        const problemId = submitPath[2]
          ? `${submitPath[2]}${request.form.get('submittedProblemIndex')}`
          : (request.form.get('submittedProblemCode') ?? '');
        site.add({ user, problemId, language: request.form.get('programTypeId') ?? '', code });
        return redirect(res, submitPath[2] ? `/gym/${submitPath[2]}/my` : '/problemset/status?my=on');
      }
      if (path === '/problemset/status' || /^\/gym\/\d+\/my$/.test(path))
        return html(res, `${header}<table class="status-frame-datatable"></table>`);
      if (path === '/api/user.status') {
        if (options.rateLimit === 'api')
          return json(res, { status: 'FAILED', comment: 'Call limit exceeded' }, 400);
        const handle = request.query.get('handle');
        const result = site.submissions
          .filter((s) => s.user === handle)
          .sort((a, b) => b.runId - a.runId)
          .map((s) => {
            const shown = site.read(s);
            const [, contest = '', index = ''] = /^(\d+)(\w+)$/.exec(s.problemId) ?? [];
            const run = {
              id: s.runId,
              contestId: Number(contest),
              problem: { contestId: Number(contest), index },
              timeConsumedMillis: shown === 'TESTING' || shown === '' ? 0 : 46,
              memoryConsumedBytes: shown === 'TESTING' || shown === '' ? 0 : 102400,
            };
            return shown === '' ? run : { ...run, verdict: shown };
          });
        if (options.changedApi) return json(res, { ok: true, submissions: result });
        return json(res, { status: 'OK', result });
      }
      return html(res, 'Not found', 404);
    }),
    { options },
  );
  site.script = ['', 'TESTING', 'OK'];
  return site;
}
