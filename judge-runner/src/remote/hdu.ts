import type { RemoteBankCode } from '@oj/events';
import {
  type RemoteAccount,
  type RemoteAdapter,
  RemoteError,
  type RemoteProblem,
  type RemoteSession,
  type RemoteVerdict,
} from './adapter';
import { FORM_SITE_TOO_FAST, problemOfFormPage } from './formProblemPage';
import { numberIn, SiteHttp, type SiteSession } from './siteHttp';
import { hustojLikeVerdicts, mapVerdict } from './verdictNames';

/**
 * HDU (acm.hdu.edu.cn), a HUSTOJ-like form site: a PHP session cookie from `userloginex.php`, the submit
 * form `submit.php?action=submit` (problemid, language, usercode), the status table `table.table_text`
 * (run id, time, status, problem, exe time "15MS", memory "1436K", ..., author), the problem page's
 * `panel_title`/`panel_content` sections and its "Time Limit: 2000/1000 MS (Java/Others)" line (the second
 * number is C/C++'s, which we keep).
 */
export class HduAdapter implements RemoteAdapter {
  readonly banks: readonly RemoteBankCode[] = ['HDU'];
  readonly languages: Readonly<Record<string, string>> = {
    'C++': '0',
    'C++ With O2': '0',
    'C++ 11': '0',
    'C++ 11 With O2': '0',
    'C++ 17': '0',
    'C++ 17 With O2': '0',
    C: '1',
    'C With O2': '1',
    Pascal: '4',
    Java: '5',
    'C#': '6',
  };

  constructor(private readonly baseUrl: string) {}

  async login(account: RemoteAccount): Promise<SiteSession> {
    const http = new SiteHttp(this.baseUrl);
    const page = await http.postForm('/userloginex.php?action=login', {
      username: account.username,
      userpass: account.password,
      login: 'Sign In',
    });
    const $ = SiteHttp.load(page.html);
    if ($('a[href*="action=logout"]').length > 0) return { account, http };
    const text = $('body').text();
    if (FORM_SITE_TOO_FAST.test(text)) throw new RemoteError('rate-limited', 'HDU: login too often');
    if (/wrong password|no such user/i.test(text))
      throw new RemoteError('login-refused', `HDU refused the login of ${account.username}`);
    throw new RemoteError('changed', 'HDU: the page after login shows neither a sign-out link nor a refusal');
  }

  async fetchProblem(_bank: RemoteBankCode, problemId: string): Promise<RemoteProblem> {
    const http = new SiteHttp(this.baseUrl);
    const page = await http.get(`/showproblem.php?pid=${encodeURIComponent(problemId)}`);
    const $ = SiteHttp.load(page.html);
    if (/no such problem/i.test($('body').text()))
      throw new RemoteError('refused', `HDU has no problem ${problemId}`);
    const title = $('h1').first().text().trim();
    const limits = $('body').text();
    const time = /Time Limit:\s*(\d+)\s*\/\s*(\d+)\s*MS/i.exec(limits);
    const memory = /Memory Limit:\s*(\d+)\s*\/\s*(\d+)\s*K/i.exec(limits);
    if (!title || !time || !memory)
      throw new RemoteError('changed', `HDU: problem ${problemId}'s page has no title or limits`);
    return problemOfFormPage(
      $,
      { headings: '.panel_title', parts: '.panel_content', description: 'problem description' },
      { problemId, title, timeMs: Number(time[2]), memoryKb: Number(memory[2]) },
    );
  }

  async submit(
    session: RemoteSession,
    _bank: RemoteBankCode,
    problemId: string,
    language: string,
    code: string,
  ): Promise<string> {
    const { http, account } = session as SiteSession;
    const value = this.languages[language];
    if (value === undefined) throw new RemoteError('refused', `HDU has no language ${language}`);
    const before = Number((await this.latestRun(session, _bank, problemId)) ?? 0);
    const page = await http.postForm('/submit.php?action=submit', {
      check: '0',
      problemid: problemId,
      language: value,
      usercode: code,
    });
    const text = SiteHttp.load(page.html)('body').text();
    if (FORM_SITE_TOO_FAST.test(text)) throw new RemoteError('rate-limited', 'HDU: submitting too fast');
    if (/please login|sign in first/i.test(text))
      throw new RemoteError('login-refused', 'HDU: the session ended');
    const mine = (await this.rows(http, account.username, problemId)).find((row) => row.runId > before);
    if (!mine) {
      const error = SiteHttp.load(page.html)('.error, font[color=red]').first().text().trim();
      throw new RemoteError('refused', `HDU did not take the submission${error ? `: ${error}` : ''}`);
    }
    return String(mine.runId);
  }

  async latestRun(session: RemoteSession, _bank: RemoteBankCode, problemId: string): Promise<string | null> {
    const { http, account } = session as SiteSession;
    const newest = (await this.rows(http, account.username, problemId))[0];
    return newest ? String(newest.runId) : null;
  }

  async poll(
    session: RemoteSession,
    _bank: RemoteBankCode,
    problemId: string,
    runId: string,
  ): Promise<RemoteVerdict> {
    const { http, account } = session as SiteSession;
    const row = (await this.rows(http, account.username, problemId, runId)).find(
      (r) => String(r.runId) === runId,
    );
    if (!row) throw new RemoteError('changed', `HDU: run ${runId} is not in the status table`);
    const verdict = mapVerdict('HDU', hustojLikeVerdicts, row.status);
    if (!verdict.done) return { done: false, siteStatus: row.status };
    return {
      done: true,
      siteStatus: row.status,
      status: verdict.status,
      time: numberIn(row.time) ?? 0,
      memory: numberIn(row.memory) ?? 0,
    };
  }

  /** The status table's rows of one user and problem, newest first. */
  private async rows(http: SiteHttp, user: string, problemId: string, first?: string) {
    const query = new URLSearchParams({ first: first ?? '', pid: problemId, user, lang: '0', status: '0' });
    const page = await http.get(`/status.php?${query}`);
    const $ = SiteHttp.load(page.html);
    const table = $('table.table_text');
    if (table.length === 0) throw new RemoteError('changed', 'HDU: the status page has no status table');
    const rows: { runId: number; status: string; time: string; memory: string }[] = [];
    table.find('tr').each((_, tr) => {
      const cells = $(tr).children('td');
      const runId = Number($(cells[0]).text().trim());
      if (cells.length < 9 || !Number.isInteger(runId) || runId <= 0) return;
      rows.push({
        runId,
        status: $(cells[2]).text().trim(),
        time: $(cells[4]).text().trim(),
        memory: $(cells[5]).text().trim(),
      });
    });
    return rows.sort((a, b) => b.runId - a.runId);
  }
}
