import { FakeSite, html, redirect } from './fakeSite';

export interface SpojFakeOptions {
  users: Record<string, string>;
  rateLimit?: '429' | null;
  changedStatusPage?: boolean;
}

/**
 * A fake of SPOJ as commonly known: `/login` (login_user, password; "Authentication failed!"), the problem
 * page `/problems/TEST/`, the submit form `/submit/complete/` (answers "Solution submitted!" with the
 * `newSubmissionId` input), and the status page `/status/<CODE>,<user>/` (table.problems, with
 * `statusres_<id>`, `statustime_<id>` in seconds and `statusmem_<id>` like "5.3M").
 */
export function spojFake(options: SpojFakeOptions) {
  const sessions = new Map<string, string>();
  let seq = 0;
  const site: FakeSite & { options: SpojFakeOptions } = Object.assign(
    new FakeSite((request, res) => {
      const user = sessions.get(request.cookies.get('SPOJ') ?? '');
      const nav = user
        ? `<a href="/users/${user}/">${user}</a> <a href="/logout">sign out</a>`
        : '<a href="/login">sign in</a>';
      const { path } = request;
      if (path === '/login' && request.method === 'POST') {
        const name = request.form.get('login_user') ?? '';
        if (options.users[name] === undefined || options.users[name] !== request.form.get('password'))
          return html(
            res,
            '<div class="alert alert-danger">Authentication failed! <a href="/forgot">Forgot your password?</a></div>',
          );
        const id = `s${++seq}`;
        sessions.set(id, name);
        return redirect(res, '/', { 'set-cookie': `SPOJ=${id}; Path=/` });
      }
      if (path === '/') return html(res, `<nav>${nav}</nav>`);
      if (path === '/problems/TEST/')
        return html(
          res,
          `<nav>${nav}</nav><h2 id="problem-name" class="text-center">TEST - Life, the Universe, and Everything</h2>
<table id="problem-meta"><tbody><tr><td>Added by:</td><td>Michał Małafiejski</td></tr><tr><td>Time limit:</td><td>10s</td></tr><tr><td>Source limit:</td><td>50000B</td></tr><tr><td>Memory limit:</td><td>1536MB</td></tr></tbody></table>
<div id="problem-body"><p>Your program is to use the brute-force approach in order to find the Answer to Life, the Universe, and Everything.</p>
<h3>Input</h3><p>Input: small integers, one per line.</p><h3>Output</h3><p>Rewrite small numbers from input to output. Stop processing input after reading in the number 42.</p>
<h3>Example</h3><pre><strong>Input:</strong>
1
2
42
<strong>Output:</strong>
1
2
</pre></div>`,
        );
      if (path.startsWith('/problems/')) return html(res, '<h3>Wrong problem code!</h3>', 404);
      if (path === '/submit/complete/' && request.method === 'POST') {
        if (!user) return html(res, `<nav>${nav}</nav><p>You need to sign in</p>`);
        if (options.rateLimit === '429') return html(res, 'Too Many Requests', 429);
        const made = site.add({
          user,
          problemId: request.form.get('problemcode') ?? '',
          language: request.form.get('lang') ?? '',
          code: request.form.get('file') ?? '',
        });
        return html(
          res,
          `<nav>${nav}</nav><h3>Solution submitted!</h3><input type="hidden" name="newSubmissionId" value="${made.runId}"/>`,
        );
      }
      const status = /^\/status\/([^,/]+),([^/]+)\/$/.exec(path);
      if (status) {
        if (options.changedStatusPage) return html(res, `<nav>${nav}</nav><div id="status-vue"></div>`);
        const rows = site.submissions
          .filter((s) => s.problemId === status[1] && s.user === status[2])
          .sort((a, b) => b.runId - a.runId)
          .map((s) => {
            const shown = site.read(s);
            const done = !/waiting|compiling|running/.test(shown);
            return `<tr class="kol1"><td class="statustext text-center">${s.runId}</td><td class="status_sm">2026-11-27 13:00:00</td><td class="sproblem"><a href="/problems/${s.problemId}/">${s.problemId}</a></td><td class="statusres text-center" id="statusres_${s.runId}">${shown}</td><td class="stime text-center" id="statustime_${s.runId}">${done ? '0.02' : '-'}</td><td class="smemory statustext text-center" id="statusmem_${s.runId}">${done ? '5.3M' : '-'}</td><td class="slang text-center">C++14</td></tr>`;
          })
          .join('');
        return html(
          res,
          `<nav>${nav}</nav><table class="problems table newstatus"><thead><tr><th>ID</th><th>DATE</th><th>PROBLEM</th><th>RESULT</th><th>TIME</th><th>MEM</th><th>LANG</th></tr></thead><tbody>${rows}</tbody></table>`,
        );
      }
      return html(res, 'Not found', 404);
    }),
    { options },
  );
  site.script = ['waiting..', 'running..', 'accepted'];
  return site;
}
