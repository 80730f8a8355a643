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
 * POJ (poj.org): the login form `/login` (user_id1, password1, B1, url; JSESSIONID cookie; a "Log Out" link
 * once in), the submit form `/submit` (problem_id, language, source base64 with encoded=1), the status table
 * `table.a` (Run ID, User, Problem, Result, Memory "164K", Time "0MS", Language, Code Length, Submit Time),
 * the problem page's `div.ptt` title, `div.plm` limits ("Time Limit: 1000MS", "Memory Limit: 10000K"),
 * `p.pst` headings each followed by its `div.ptx` or `pre.sio`.
 */
export class PojAdapter implements RemoteAdapter {
  readonly banks: readonly RemoteBankCode[] = ['POJ'];
  readonly languages: Readonly<Record<string, string>> = {
    'C++': '0',
    'C++ With O2': '0',
    'C++ 11': '0',
    'C++ 11 With O2': '0',
    C: '1',
    'C With O2': '1',
    Java: '2',
    Pascal: '3',
  };

  constructor(private readonly baseUrl: string) {}

  async login(account: RemoteAccount): Promise<SiteSession> {
    const http = new SiteHttp(this.baseUrl);
    const page = await http.postForm('/login', {
      user_id1: account.username,
      password1: account.password,
      B1: 'login',
      url: '/',
    });
    const $ = SiteHttp.load(page.html);
    if ($('a[href="logout"], a[href="/logout"]').length > 0) return { account, http };
    const text = $('body').text();
    if (FORM_SITE_TOO_FAST.test(text)) throw new RemoteError('rate-limited', 'POJ: login too often');
    if (/password is wrong|no such user|login failed|is not exist/i.test(text))
      throw new RemoteError('login-refused', `POJ refused the login of ${account.username}`);
    throw new RemoteError('changed', 'POJ: the page after login shows neither a log-out link nor a refusal');
  }

  async fetchProblem(_bank: RemoteBankCode, problemId: string): Promise<RemoteProblem> {
    const http = new SiteHttp(this.baseUrl);
    const page = await http.get(`/problem?id=${encodeURIComponent(problemId)}`);
    const $ = SiteHttp.load(page.html);
    if (/can not find problem|no such problem/i.test($('body').text()))
      throw new RemoteError('refused', `POJ has no problem ${problemId}`);
    const title = $('div.ptt').first().text().trim();
    const limits = $('div.plm').text();
    const time = /Time Limit:\s*(\d+)\s*MS/i.exec(limits);
    const memory = /Memory Limit:\s*(\d+)\s*K/i.exec(limits);
    if (!title || !time || !memory)
      throw new RemoteError('changed', `POJ: problem ${problemId}'s page has no title or limits`);
    return problemOfFormPage(
      $,
      { headings: 'p.pst', parts: 'div.ptx, pre.sio', description: 'description' },
      { problemId, title, timeMs: Number(time[1]), memoryKb: Number(memory[1]) },
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
    if (value === undefined) throw new RemoteError('refused', `POJ has no language ${language}`);
    const before = Number((await this.latestRun(session, _bank, problemId)) ?? 0);
    const page = await http.postForm('/submit', {
      problem_id: problemId,
      language: value,
      source: Buffer.from(code, 'utf8').toString('base64'),
      submit: 'Submit',
      encoded: '1',
    });
    const text = SiteHttp.load(page.html)('body').text();
    if (FORM_SITE_TOO_FAST.test(text)) throw new RemoteError('rate-limited', 'POJ: submitting too fast');
    if (/please login|log in first/i.test(text))
      throw new RemoteError('login-refused', 'POJ: the session ended');
    const mine = (await this.rows(http, account.username, problemId)).find((row) => row.runId > before);
    if (!mine)
      throw new RemoteError('refused', `POJ did not take the submission: ${text.trim().slice(0, 200)}`);
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
    const row = (await this.rows(http, account.username, problemId, Number(runId) + 1)).find(
      (r) => String(r.runId) === runId,
    );
    if (!row) throw new RemoteError('changed', `POJ: run ${runId} is not in the status table`);
    const verdict = mapVerdict('POJ', hustojLikeVerdicts, row.status);
    if (!verdict.done) return { done: false, siteStatus: row.status };
    return {
      done: true,
      siteStatus: row.status,
      status: verdict.status,
      time: numberIn(row.time) ?? 0,
      memory: numberIn(row.memory) ?? 0,
    };
  }

  /** The status table's rows of one user and problem, newest first (`top`: run ids below it). */
  private async rows(http: SiteHttp, user: string, problemId: string, top?: number) {
    const query = new URLSearchParams({ problem_id: problemId, user_id: user, result: '', language: '' });
    if (top !== undefined) query.set('top', String(top));
    const page = await http.get(`/status?${query}`);
    const $ = SiteHttp.load(page.html);
    const table = $('table.a');
    if (table.length === 0) throw new RemoteError('changed', 'POJ: the status page has no status table');
    const rows: { runId: number; status: string; time: string; memory: string }[] = [];
    table.find('tr').each((_, tr) => {
      const cells = $(tr).children('td');
      const runId = Number($(cells[0]).text().trim());
      if (cells.length < 9 || !Number.isInteger(runId) || runId <= 0) return;
      rows.push({
        runId,
        status: $(cells[3]).text().trim(),
        memory: $(cells[4]).text().trim(),
        time: $(cells[5]).text().trim(),
      });
    });
    return rows.sort((a, b) => b.runId - a.runId);
  }
}
