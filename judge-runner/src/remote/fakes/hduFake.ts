import { escapeHtml, FakeSite, html, redirect } from './fakeSite';

export interface HduFakeOptions {
  users: Record<string, string>;
  /** 'page': the "submit too fast" page; '429': HTTP 429. */
  rateLimit?: 'page' | '429' | null;
  /** The status page drops its table (a redesign). */
  changedStatusPage?: boolean;
}

/**
 * A fake of HDU's pages as commonly known: `userloginex.php?action=login` (username, userpass; PHPSESSID
 * cookie; a wrong password shows "No such user or wrong password."), `submit.php?action=submit` (problemid,
 * language, usercode; redirects to the status page), `status.php` (table.table_text: Run ID, Submit Time,
 * Judge Status, Pro.ID, Exe.Time, Exe.Memory, Code Len., Language, Author) and `showproblem.php?pid=`.
 */
export function hduFake(options: HduFakeOptions) {
  const sessions = new Map<string, string>();
  let sessionSeq = 0;
  const site: FakeSite & { options: HduFakeOptions } = Object.assign(
    new FakeSite((request, res) => {
      const user = sessions.get(request.cookies.get('PHPSESSID') ?? '');
      const signOut = user
        ? `<a href="/userloginex.php?action=logout">Sign Out</a> ${user}`
        : '<a href="/userloginex.php">Sign In</a>';
      if (request.path === '/userloginex.php' && request.method === 'POST') {
        const name = request.form.get('username') ?? '';
        if (options.users[name] === undefined || options.users[name] !== request.form.get('userpass')) {
          return html(res, '<p>No such user or wrong password.</p>');
        }
        const id = `s${++sessionSeq}`;
        sessions.set(id, name);
        return redirect(res, '/', { 'set-cookie': `PHPSESSID=${id}; path=/` });
      }
      if (request.path === '/') return html(res, `<div>${signOut}</div><h1>HDU Online Judge</h1>`);
      if (request.path === '/showproblem.php') {
        const pid = request.query.get('pid');
        if (pid !== '1000')
          return html(
            res,
            `<center>No such problem - <strong>Problem ID:</strong> ${escapeHtml(pid ?? '')}</center>`,
          );
        return html(
          res,
          `<h1 style='color:#1A5CC8'>A + B Problem</h1>
<font><b><span style='font-family:Arial;font-size:12px;font-weight:bold;color:green'>Time Limit: 2000/1000 MS (Java/Others)&nbsp;&nbsp;&nbsp;&nbsp;Memory Limit: 65536/32768 K (Java/Others)<br>Total Submission(s): 1 &nbsp;&nbsp;&nbsp;&nbsp;Accepted Submission(s): 1<br></span></b></font>
<div class=panel_title align=left>Problem Description</div> <div class=panel_content>Calculate <i>A + B</i>.</div><div class=panel_bottom>&nbsp;</div>
<div class=panel_title align=left>Input</div> <div class=panel_content>Each line will contain two integers <i>A</i> and <i>B</i>. Process to end of file.</div><div class=panel_bottom>&nbsp;</div>
<div class=panel_title align=left>Output</div> <div class=panel_content>For each case, output <i>A + B</i> in one line.</div><div class=panel_bottom>&nbsp;</div>
<div class=panel_title align=left>Sample Input</div><div class=panel_content><pre><div style="font-family:Courier New,Courier,monospace;">1 1
2 3</div></pre></div><div class=panel_bottom>&nbsp;</div>
<div class=panel_title align=left>Sample Output</div><div class=panel_content><pre><div style="font-family:Courier New,Courier,monospace;">2
5</div></pre></div><div class=panel_bottom>&nbsp;</div>
<div class=panel_title align=left>Source</div> <div class=panel_content><a href="/search.php?field=problem&key=HDOJ">HDOJ</a></div>`,
        );
      }
      if (request.path === '/submit.php' && request.method === 'POST') {
        if (!user) return html(res, '<p>Please login first.</p>');
        if (options.rateLimit === '429') return html(res, 'Too Many Requests', 429);
        if (options.rateLimit === 'page')
          return html(
            res,
            '<p class="error">One or more following ERROR(s) occurred.<br>Submit too fast, please wait a few seconds.</p>',
          );
        site.add({
          user,
          problemId: request.form.get('problemid') ?? '',
          language: request.form.get('language') ?? '',
          code: request.form.get('usercode') ?? '',
        });
        return redirect(res, '/status.php');
      }
      if (request.path === '/status.php') {
        if (options.changedStatusPage) return html(res, '<div class="new-status-app" data-react="1"></div>');
        const rows = site.submissions
          .filter(
            (s) =>
              (!request.query.get('user') || s.user === request.query.get('user')) &&
              (!request.query.get('pid') || s.problemId === request.query.get('pid')),
          )
          .sort((a, b) => b.runId - a.runId)
          .map((s) => {
            const shown = site.read(s);
            const done = !/Queuing|Compiling|Running/.test(shown);
            return `<tr align=center ><td height=22px>${s.runId}</td><td>2026-11-27 13:00:00</td><td><font color=red>${shown}</font></td><td><a href="/showproblem.php?pid=${s.problemId}">${s.problemId}</a></td><td>${done ? s.time : 0}MS</td><td>${done ? s.memory : 0}K</td><td><a href="/viewcode.php?rid=${s.runId}">120B</a></td><td>G++</td><td class=fixedsize><a href="/userstatus.php?user=${s.user}">${s.user}</a></td></tr>`;
          })
          .join('');
        return html(
          res,
          `<div>${signOut}</div><div id=fixed_table><table width=100% border=0 align=center cellspacing=2 class='table_text'><tr class='table_header'><td>Run ID</td><td>Submit Time</td><td>Judge Status</td><td>Pro.ID</td><td>Exe.Time</td><td>Exe.Memory</td><td>Code Len.</td><td>Language</td><td>Author</td></tr>${rows}</table></div>`,
        );
      }
      return html(res, 'Not found', 404);
    }),
    { options },
  );
  return site;
}
