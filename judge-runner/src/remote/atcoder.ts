import { type RemoteBankCode, SubmissionStatus } from '@oj/events';
import {
  type RemoteAccount,
  type RemoteAdapter,
  RemoteError,
  type RemoteProblem,
  type RemoteSession,
  type RemoteVerdict,
} from './adapter';
import { numberIn, SiteHttp, type SiteSession, textOf } from './siteHttp';
import { mapVerdict, type VerdictNames } from './verdictNames';

/** AtCoder's status labels; "3/12" (cases done) and WJ/WR/Judging mean "poll again". */
const verdicts: VerdictNames = {
  pending: /^(WJ|WR|Judging|\d+\s*\/\s*\d+)/,
  final: [
    [/^AC$/, SubmissionStatus.accepted],
    [/^WA$/, SubmissionStatus.wrongAnswer],
    [/^TLE$/, SubmissionStatus.timeLimitExceeded],
    [/^MLE$/, SubmissionStatus.memoryLimitExceeded],
    [/^OLE$/, SubmissionStatus.outputLimitExceeded],
    [/^RE$/, SubmissionStatus.runtimeError],
    [/^CE$/, SubmissionStatus.compileError],
    [/^IE$/, SubmissionStatus.systemError],
  ],
};

/** "abc300_a" -> contest abc300 (the task id's part before its last underscore). */
export function contestOfTask(task: string): string {
  const at = task.lastIndexOf('_');
  if (at <= 0 || !/^[a-z0-9_-]+$/.test(task))
    throw new RemoteError('refused', `${task} is not an AtCoder task id (e.g. abc300_a)`);
  return task.slice(0, at);
}

/**
 * AtCoder (atcoder.jp): the login form `/login` (csrf_token, username, password; the pages say
 * `userScreenName` once in), the task page `/contests/<c>/tasks/<task>` (span.h2 title, "Time Limit: 2 sec /
 * Memory Limit: 1024 MB", the English statement's `div.part` sections of h3 + pre), the submit form
 * `/contests/<c>/submit` (data.TaskScreenName, data.LanguageId, sourceCode) and the own submissions'
 * table `/contests/<c>/submissions/me` (status label, exec time "1 ms", memory "3704 KB").
 */
export class AtCoderAdapter implements RemoteAdapter {
  readonly banks: readonly RemoteBankCode[] = ['AC'];
  readonly languages: Readonly<Record<string, string>> = {
    C: '5017',
    'C With O2': '5017',
    'C++': '5001',
    'C++ With O2': '5001',
    'C++ 11': '5001',
    'C++ 11 With O2': '5001',
    'C++ 17': '5001',
    'C++ 17 With O2': '5001',
    'C++ 20': '5001',
    'C++ 20 With O2': '5001',
    Java: '5005',
    Python3: '5055',
    PyPy3: '5078',
    Golang: '5002',
    Rust: '5054',
    'C#': '5003',
    'JavaScript Node': '5009',
    PHP: '5016',
    Ruby: '5018',
    Pascal: '5041',
  };

  constructor(private readonly baseUrl: string) {}

  async login(account: RemoteAccount): Promise<SiteSession> {
    const http = new SiteHttp(this.baseUrl);
    const csrf = await this.csrf(http, '/login');
    const page = await http.postForm('/login', {
      csrf_token: csrf,
      username: account.username,
      password: account.password,
    });
    if (page.html.includes(`userScreenName = "${account.username}"`)) return { account, http };
    const alert = SiteHttp.load(page.html)('.alert-danger').text();
    if (/incorrect/i.test(alert))
      throw new RemoteError('login-refused', `AtCoder refused the login of ${account.username}`);
    throw new RemoteError('changed', 'AtCoder: the page after login names no user and shows no refusal');
  }

  async fetchProblem(_bank: RemoteBankCode, problemId: string): Promise<RemoteProblem> {
    const contest = contestOfTask(problemId);
    const http = new SiteHttp(this.baseUrl);
    const page = await http.get(`/contests/${contest}/tasks/${problemId}`);
    if (page.status === 404) throw new RemoteError('refused', `AC has no problem ${problemId}`);
    const $ = SiteHttp.load(page.html);
    const heading = $('span.h2').first().clone();
    heading.find('a').remove();
    const title = heading
      .text()
      .replace(/^[A-Z0-9]+\s*-\s*/, '')
      .trim();
    const limits = /Time Limit:\s*([\d.]+)\s*sec\s*\/\s*Memory Limit:\s*(\d+)\s*MB/i.exec($('body').text());
    if (!title || !limits)
      throw new RemoteError('changed', `AC: problem ${problemId}'s page has no title or limits`);
    const english = $('#task-statement span.lang-en').first();
    const sections = new Map<string, string>();
    english.find('div.part section').each((_, section) => {
      const name = $(section).children('h3').first().text().trim().toLowerCase();
      const copy = $(section).clone();
      copy.children('h3').remove();
      sections.set(name, textOf($, copy));
    });
    const examples: { input: string; output: string }[] = [];
    for (let i = 1; sections.has(`sample input ${i}`); i += 1) {
      examples.push({
        input: sections.get(`sample input ${i}`) ?? '',
        output: sections.get(`sample output ${i}`) ?? '',
      });
    }
    const constraints = sections.get('constraints');
    return {
      problemId,
      title,
      description: [sections.get('problem statement') ?? '', constraints ? `Constraints\n${constraints}` : '']
        .filter(Boolean)
        .join('\n\n'),
      input: sections.get('input') ?? '',
      output: sections.get('output') ?? '',
      hint: '',
      source: `AtCoder ${contest}`,
      timeLimit: Math.round(Number(limits[1]) * 1000),
      memoryLimit: Number(limits[2]),
      examples,
    };
  }

  async submit(
    session: RemoteSession,
    _bank: RemoteBankCode,
    problemId: string,
    language: string,
    code: string,
  ): Promise<string> {
    const { http } = session as SiteSession;
    const id = this.languages[language];
    if (id === undefined) throw new RemoteError('refused', `AC has no language ${language}`);
    const contest = contestOfTask(problemId);
    const before = (await this.rows(http, contest))[0]?.id ?? 0;
    const csrf = await this.csrf(http, `/contests/${contest}/submit`);
    const page = await http.postForm(`/contests/${contest}/submit`, {
      'data.TaskScreenName': problemId,
      'data.LanguageId': id,
      sourceCode: code,
      csrf_token: csrf,
    });
    const $ = SiteHttp.load(page.html);
    const alert = $('.alert-danger').text().trim();
    if (/wait|too (many|fast|often)/i.test(alert)) throw new RemoteError('rate-limited', `AC: ${alert}`);
    if (alert) throw new RemoteError('refused', `AC refused the submission: ${alert}`);
    if (page.url.includes('/login')) throw new RemoteError('login-refused', 'AC: the session ended');
    const mine = (await this.rows(http, contest)).find((row) => row.id > before && row.task === problemId);
    if (!mine) throw new RemoteError('refused', 'AC did not list the submission');
    return String(mine.id);
  }

  async latestRun(session: RemoteSession, _bank: RemoteBankCode, problemId: string): Promise<string | null> {
    const { http } = session as SiteSession;
    const newest = (await this.rows(http, contestOfTask(problemId))).find((row) => row.task === problemId);
    return newest ? String(newest.id) : null;
  }

  async poll(
    session: RemoteSession,
    _bank: RemoteBankCode,
    problemId: string,
    runId: string,
  ): Promise<RemoteVerdict> {
    const { http } = session as SiteSession;
    const row = (await this.rows(http, contestOfTask(problemId))).find((r) => String(r.id) === runId);
    if (!row) throw new RemoteError('changed', `AC: submission ${runId} is not in the submissions table`);
    const verdict = mapVerdict('AC', verdicts, row.status);
    if (!verdict.done) return { done: false, siteStatus: row.status };
    return {
      done: true,
      siteStatus: row.status,
      status: verdict.status,
      time: numberIn(row.time) ?? 0,
      memory: numberIn(row.memory) ?? 0,
    };
  }

  /** The account's submissions of a contest, newest first. */
  private async rows(http: SiteHttp, contest: string) {
    const page = await http.get(`/contests/${contest}/submissions/me`);
    const $ = SiteHttp.load(page.html);
    const table = $('div.table-responsive table');
    if (table.length === 0) {
      if (
        $('.panel-body, p')
          .text()
          .match(/no submissions/i)
      )
        return [];
      throw new RemoteError('changed', 'AC: the submissions page has no submissions table');
    }
    const rows: { id: number; task: string; status: string; time: string; memory: string }[] = [];
    table.find('tbody tr').each((_, tr) => {
      const cells = $(tr).children('td');
      const link = $(tr).find('a[href*="/submissions/"]').last().attr('href') ?? '';
      const id = Number(/\/submissions\/(\d+)/.exec(link)?.[1]);
      const task = /\/tasks\/([^/?#]+)/.exec($(cells[1]).find('a').attr('href') ?? '')?.[1] ?? '';
      if (!Number.isInteger(id) || cells.length < 7) return;
      // Running or waiting rows have one cell fewer: time and memory come after the status only when judged.
      const status = $(tr).find('td span.label').first().text().trim();
      rows.push({
        id,
        task,
        status,
        time: cells.length >= 10 ? $(cells[7]).text().trim() : '',
        memory: cells.length >= 10 ? $(cells[8]).text().trim() : '',
      });
    });
    return rows.sort((a, b) => b.id - a.id);
  }

  private async csrf(http: SiteHttp, path: string): Promise<string> {
    const page = await http.get(path);
    const token = SiteHttp.load(page.html)('input[name="csrf_token"]').first().attr('value');
    if (!token) throw new RemoteError('changed', `AtCoder: ${path} has no csrf_token`);
    return token;
  }
}
