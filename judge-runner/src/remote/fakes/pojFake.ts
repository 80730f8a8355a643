import { escapeHtml, FakeSite, html, redirect } from './fakeSite';

export interface PojFakeOptions {
  users: Record<string, string>;
  rateLimit?: 'page' | '429' | null;
  changedStatusPage?: boolean;
}

/**
 * A fake of POJ's pages as commonly known: `/login` (user_id1, password1; JSESSIONID; a "Log Out" link once
 * in), `/submit` (problem_id, language, source in base64 with encoded=1; redirects to the status page),
 * `/status` (table.a: Run ID, User, Problem, Result, Memory, Time, Language, Code Length, Submit Time) and
 * `/problem?id=` (div.ptt, div.plm, p.pst + div.ptx / pre.sio).
 */
export function pojFake(options: PojFakeOptions) {
  const sessions = new Map<string, string>();
  let sessionSeq = 0;
  const site: FakeSite & { options: PojFakeOptions } = Object.assign(
    new FakeSite((request, res) => {
      const user = sessions.get(request.cookies.get('JSESSIONID') ?? '');
      const bar = user
        ? `<a href="userstatus?user_id=${user}">${user}</a> <a href="logout">Log Out</a>`
        : '<a href="loginlog">Log In</a>';
      if (request.path === '/login' && request.method === 'POST') {
        const name = request.form.get('user_id1') ?? '';
        if (options.users[name] === undefined || options.users[name] !== request.form.get('password1'))
          return html(res, '<li>The ID or password is wrong</li>');
        const id = `j${++sessionSeq}`;
        sessions.set(id, name);
        return redirect(res, '/', { 'set-cookie': `JSESSIONID=${id}; Path=/` });
      }
      if (request.path === '/') return html(res, `<div>${bar}</div><h2>Welcome To PKU JudgeOnline</h2>`);
      if (request.path === '/problem') {
        const id = request.query.get('id') ?? '';
        if (id !== '1000') return html(res, `<li>Can not find problem (ID:${escapeHtml(id)})</li>`);
        return html(
          res,
          `<div class="ptt" lang="en-US">A+B Problem</div>
<div class="plm"><table align="center"><tr><td><b>Time Limit:</b> 1000MS</td><td width="10px"></td><td><b>Memory Limit:</b> 10000K</td></tr><tr><td><b>Total Submissions:</b> 1</td><td width="10px"></td><td><b>Accepted:</b> 1</td></tr></table></div>
<p class="pst">Description</p><div class="ptx" lang="en-US">Calculate a+b</div>
<p class="pst">Input</p><div class="ptx" lang="en-US">Two integer a,b (0&lt;=a,b&lt;=10)</div>
<p class="pst">Output</p><div class="ptx" lang="en-US">Output a+b</div>
<p class="pst">Sample Input</p><pre class="sio">1 2</pre>
<p class="pst">Sample Output</p><pre class="sio">3</pre>
<p class="pst">Hint</p><div class="ptx" lang="en-US">Q: Where are the input and the output?<br>A: stdin and stdout.</div>
<p class="pst">Source</p><div class="ptx" lang="en-US">POJ</div>`,
        );
      }
      if (request.path === '/submit' && request.method === 'POST') {
        if (!user) return html(res, '<p>Please login first.</p>');
        if (options.rateLimit === '429') return html(res, 'Too Many Requests', 429);
        if (options.rateLimit === 'page') return html(res, '<li>Submit too fast, please wait a moment</li>');
        const source =
          request.form.get('encoded') === '1'
            ? Buffer.from(request.form.get('source') ?? '', 'base64').toString('utf8')
            : (request.form.get('source') ?? '');
        site.add({
          user,
          problemId: request.form.get('problem_id') ?? '',
          language: request.form.get('language') ?? '',
          code: source,
        });
        return redirect(res, '/status');
      }
      if (request.path === '/status') {
        if (options.changedStatusPage) return html(res, '<div id="status-root"></div>');
        const top = Number(request.query.get('top') ?? Number.POSITIVE_INFINITY);
        const rows = site.submissions
          .filter(
            (s) =>
              (!request.query.get('user_id') || s.user === request.query.get('user_id')) &&
              (!request.query.get('problem_id') || s.problemId === request.query.get('problem_id')) &&
              s.runId < top,
          )
          .sort((a, b) => b.runId - a.runId)
          .map((s) => {
            const shown = site.read(s);
            const done = !/Waiting|Compiling|Running/.test(shown);
            return `<tr align=center><td>${s.runId}</td><td><a href=userstatus?user_id=${s.user}>${s.user}</a></td><td><a href=problem?id=${s.problemId}>${s.problemId}</a></td><td><font color=blue>${shown}</font></td><td>${done ? `${s.memory}K` : ''}</td><td>${done ? `${s.time}MS` : ''}</td><td>G++</td><td>120B</td><td>2026-11-27 13:00:00</td></tr>`;
          })
          .join('');
        return html(
          res,
          `<div>${bar}</div><table cellspacing=0 cellpadding=0 width=96% class=a><tr class='in'><td width=8%>Run ID</td><td width=10%>User</td><td width=6%>Problem</td><td width=22%>Result</td><td width=8%>Memory</td><td width=8%>Time</td><td width=7%>Language</td><td width=7%>Code Length</td><td width=17%>Submit Time</td></tr>${rows}</table>`,
        );
      }
      return html(res, 'Not found', 404);
    }),
    { options },
  );
  return site;
}
