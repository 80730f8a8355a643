import { FakeSite, html, redirect } from './fakeSite';

export interface AtCoderFakeOptions {
  users: Record<string, string>;
  rateLimit?: '429' | null;
  changedSubmissionsPage?: boolean;
}

const CSRF = 'Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA==';

/**
 * A fake of AtCoder as commonly known: `/login` (csrf_token, username, password; "Username or Password is
 * incorrect."), `/contests/abc300/tasks/abc300_a` (span.h2, the limits line, span.lang-en's div.part
 * sections), `/contests/<c>/submit` (data.TaskScreenName, data.LanguageId, sourceCode) and
 * `/contests/<c>/submissions/me` (a judged row: 10 cells; a waiting one: status over three cells).
 */
export function atcoderFake(options: AtCoderFakeOptions) {
  const sessions = new Map<string, string>();
  let seq = 0;
  const site: FakeSite & { options: AtCoderFakeOptions } = Object.assign(
    new FakeSite((request, res) => {
      const user = sessions.get(request.cookies.get('REVEL_SESSION') ?? '');
      const head = `<script>var userScreenName = "${user ?? ''}";</script>`;
      const form = (inner: string) =>
        `${head}<form method="POST"><input type="hidden" name="csrf_token" value="${CSRF}">${inner}</form>`;
      const { path } = request;
      if (path === '/login' && request.method === 'GET') return html(res, form('<input name="username">'));
      if (path === '/login' && request.method === 'POST') {
        const name = request.form.get('username') ?? '';
        if (
          request.form.get('csrf_token') !== CSRF ||
          options.users[name] !== request.form.get('password') ||
          options.users[name] === undefined
        )
          return html(
            res,
            `${form('')}<div class="alert alert-danger">Username or Password is incorrect.</div>`,
          );
        const id = `r${++seq}`;
        sessions.set(id, name);
        return redirect(res, '/home', { 'set-cookie': `REVEL_SESSION=${id}; Path=/; HttpOnly` });
      }
      if (path === '/home')
        return html(res, `${head}<div class="alert alert-success">Welcome, ${user}.</div>`);
      if (path === '/contests/abc300/tasks/abc300_a')
        return html(
          res,
          `${head}<span class="h2">A - N-choice question <a class="btn btn-default btn-sm" href="/contests/abc300/editorial">Editorial</a></span>
<hr/><p>Time Limit: 2 sec / Memory Limit: 1024 MB</p>
<div id="task-statement"><span class="lang"><span class="lang-ja"><div class="part"><section><h3>問題文</h3><p>日本語</p></section></div></span>
<span class="lang-en"><p>Score : <var>100</var> points</p>
<div class="part"><section><h3>Problem Statement</h3><p>Given integers <var>A</var> and <var>B</var>, print <var>A+B</var>.</p></section></div>
<div class="part"><section><h3>Constraints</h3><ul><li><var>1 \\leq A, B \\leq 100</var></li></ul></section></div>
<div class="io-style"><div class="part"><section><h3>Input</h3><p>Input is given as <var>A</var> <var>B</var>.</p></section></div>
<div class="part"><section><h3>Output</h3><p>Print the answer.</p></section></div></div>
<div class="part"><section><h3>Sample Input 1</h3><pre>1 2
</pre></section></div><div class="part"><section><h3>Sample Output 1</h3><pre>3
</pre></section></div>
<div class="part"><section><h3>Sample Input 2</h3><pre>50 50
</pre></section></div><div class="part"><section><h3>Sample Output 2</h3><pre>100
</pre></section></div></span></span></div>`,
        );
      if (/^\/contests\/[^/]+\/tasks\//.test(path)) return html(res, '<h1>404 Not Found</h1>', 404);
      const submit = /^\/contests\/([^/]+)\/submit$/.exec(path);
      if (submit && request.method === 'GET')
        return user ? html(res, form('<select name="data.LanguageId"></select>')) : redirect(res, '/login');
      if (submit && request.method === 'POST') {
        if (!user) return redirect(res, '/login');
        if (options.rateLimit === '429') return html(res, 'Too Many Requests', 429);
        if (request.form.get('csrf_token') !== CSRF) return html(res, 'Forbidden', 403);
        site.add({
          user,
          problemId: request.form.get('data.TaskScreenName') ?? '',
          language: request.form.get('data.LanguageId') ?? '',
          code: request.form.get('sourceCode') ?? '',
        });
        return redirect(res, `/contests/${submit[1]}/submissions/me`);
      }
      const mine = /^\/contests\/([^/]+)\/submissions\/me$/.exec(path);
      if (mine) {
        if (options.changedSubmissionsPage) return html(res, `${head}<div id="submissions-app"></div>`);
        const rows = site.submissions
          .filter((s) => s.user === user && s.problemId.startsWith(`${mine[1]}_`))
          .sort((a, b) => b.runId - a.runId)
          .map((s) => {
            const shown = site.read(s);
            const task = `<td><a href="/contests/${mine[1]}/tasks/${s.problemId}">A - N-choice question</a></td>`;
            const start = `<tr><td class="no-break"><time class="fixtime">2026-11-27 22:00:00+0900</time></td>${task}<td><a href="/users/${s.user}">${s.user}</a></td><td>C++ 20 (gcc 12.2)</td><td class="text-right submission-score">0</td><td class="text-right">120 Byte</td>`;
            const detail = `<td class="text-center"><a href="/contests/${mine[1]}/submissions/${s.runId}">Detail</a></td>`;
            if (/^(WJ|WR|Judging|\d+\/\d+)/.test(shown))
              return `${start}<td colspan="3" class="text-center waiting-judge"><span class="label label-default">${shown}</span></td>${detail}</tr>`;
            return `${start}<td class="text-center"><span class="label label-success">${shown}</span></td><td class="text-right">${s.time} ms</td><td class="text-right">${s.memory} KB</td>${detail}</tr>`;
          })
          .join('');
        if (!rows) return html(res, `${head}<p>No Submissions</p>`);
        return html(
          res,
          `${head}<div class="table-responsive"><table class="table table-bordered"><thead><tr><th>Submission Time</th><th>Task</th><th>User</th><th>Language</th><th>Score</th><th>Code Size</th><th>Status</th><th>Exec Time</th><th>Memory</th><th></th></tr></thead><tbody>${rows}</tbody></table></div>`,
        );
      }
      return html(res, 'Not found', 404);
    }),
    { options },
  );
  site.script = ['WJ', '1/12', 'AC'];
  return site;
}
