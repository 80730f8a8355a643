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

/** SPOJ's result texts (lower case on its status page). */
const verdicts: VerdictNames = {
  pending: /^(waiting|compiling|running|judging|in queue|\?)/i,
  final: [
    [/^accepted/i, SubmissionStatus.accepted],
    [/^wrong answer/i, SubmissionStatus.wrongAnswer],
    [/^time limit exceeded/i, SubmissionStatus.timeLimitExceeded],
    [/^memory limit exceeded/i, SubmissionStatus.memoryLimitExceeded],
    [/^compilation error/i, SubmissionStatus.compileError],
    [/^runtime error/i, SubmissionStatus.runtimeError],
    [/^internal error/i, SubmissionStatus.systemError],
  ],
};

/** "1.5M" -> 1536 KB; "512k" -> 512; "" (not judged) -> 0. */
function kilobytes(text: string): number {
  const value = numberIn(text) ?? 0;
  if (/g/i.test(text)) return Math.round(value * 1024 * 1024);
  if (/m/i.test(text)) return Math.round(value * 1024);
  return Math.round(value);
}

/**
 * SPOJ (spoj.com): the login form `/login` (login_user, password, autologin; "Authentication failed!"),
 * the problem page `/problems/<CODE>/` (#problem-name "CODE - Title", #problem-meta "Time limit: 1s",
 * "Memory limit: 1536MB", #problem-body with its h3 sections and the Example's "Input:"/"Output:" pre),
 * the submit form `/submit/complete/` (problemcode, lang, file; answers with `newSubmissionId`) and the
 * status table `/status/<CODE>,<user>/` (td.statusres, td.stime "0.00" seconds, td.smemory "5.3M").
 */
export class SpojAdapter implements RemoteAdapter {
  readonly banks: readonly RemoteBankCode[] = ['SPOJ'];
  readonly languages: Readonly<Record<string, string>> = {
    C: '11',
    'C With O2': '11',
    'C++': '44',
    'C++ With O2': '44',
    'C++ 11': '44',
    'C++ 11 With O2': '44',
    'C++ 17': '44',
    'C++ 17 With O2': '44',
    Java: '10',
    Python3: '116',
    PyPy3: '126',
    Golang: '114',
    Rust: '93',
    'C#': '27',
    'JavaScript Node': '56',
    PHP: '29',
    Ruby: '17',
    Pascal: '22',
  };

  constructor(private readonly baseUrl: string) {}

  async login(account: RemoteAccount): Promise<SiteSession> {
    const http = new SiteHttp(this.baseUrl);
    const page = await http.postForm('/login', {
      next_raw: '/',
      autologin: '1',
      login_user: account.username,
      password: account.password,
    });
    const $ = SiteHttp.load(page.html);
    if ($('a[href="/logout"]').length > 0) return { account, http };
    if (/authentication failed/i.test($('body').text()))
      throw new RemoteError('login-refused', `SPOJ refused the login of ${account.username}`);
    throw new RemoteError('changed', 'SPOJ: the page after login shows neither a logout link nor a refusal');
  }

  async fetchProblem(_bank: RemoteBankCode, problemId: string): Promise<RemoteProblem> {
    const code = problemId.toUpperCase();
    const http = new SiteHttp(this.baseUrl);
    const page = await http.get(`/problems/${encodeURIComponent(code)}/`);
    const $ = SiteHttp.load(page.html);
    const name = $('#problem-name').first().text().trim();
    if (!name) {
      if (page.status === 404 || /wrong problem code/i.test($('body').text()))
        throw new RemoteError('refused', `SPOJ has no problem ${code}`);
      throw new RemoteError('changed', `SPOJ: problem ${code}'s page has no #problem-name`);
    }
    const meta = $('#problem-meta').text();
    const time = /Time limit:\s*([\d.]+)\s*s/i.exec(meta);
    const memory = /Memory limit:\s*(\d+)\s*MB/i.exec(meta);
    if (!time || !memory) throw new RemoteError('changed', `SPOJ: problem ${code}'s page has no limits`);
    const body = $('#problem-body').first();
    // Before the first h3: the statement; each h3 heads the nodes up to the next one.
    const parts = new Map<string, string>();
    let current = 'description';
    let buffer: string[] = [];
    const flush = () => {
      parts.set(current, buffer.join('\n').trim());
      buffer = [];
    };
    body.contents().each((_, node) => {
      if (node.type === 'tag' && node.name === 'h3') {
        flush();
        current = $(node).text().trim().toLowerCase();
        return;
      }
      const text = node.type === 'text' ? $(node).text() : textOf($, node);
      if (text.trim()) buffer.push(text.trim());
    });
    flush();
    const example = /Input:\s*\n([\s\S]*?)\n\s*Output:\s*\n([\s\S]*)$/i.exec(
      body.find('pre').first().text().trim(),
    );
    return {
      problemId: code,
      title: name.replace(/^\S+\s+-\s+/, ''),
      description: parts.get('description') ?? '',
      input: parts.get('input') ?? '',
      output: parts.get('output') ?? '',
      hint: '',
      source: 'SPOJ',
      timeLimit: Math.round(Number(time[1]) * 1000),
      memoryLimit: Number(memory[1]),
      examples: example ? [{ input: (example[1] ?? '').trim(), output: (example[2] ?? '').trim() }] : [],
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
    const lang = this.languages[language];
    if (lang === undefined) throw new RemoteError('refused', `SPOJ has no language ${language}`);
    const page = await http.postForm('/submit/complete/', {
      problemcode: problemId.toUpperCase(),
      lang,
      file: code,
      submit: 'Submit!',
    });
    const $ = SiteHttp.load(page.html);
    const id = $('input[name="newSubmissionId"]').attr('value');
    if (id && /^\d+$/.test(id)) return id;
    const text = $('body').text();
    if (/too (many|fast|often)|wait/i.test(text))
      throw new RemoteError('rate-limited', 'SPOJ: submitting too fast');
    if ($('a[href="/logout"]').length === 0)
      throw new RemoteError('login-refused', 'SPOJ: the session ended');
    const why = $('.alert-danger, #content h3').first().text().trim();
    throw new RemoteError('refused', `SPOJ did not take the submission${why ? `: ${why}` : ''}`);
  }

  async latestRun(session: RemoteSession, _bank: RemoteBankCode, problemId: string): Promise<string | null> {
    const $ = await this.statusPage(session as SiteSession, problemId);
    const ids = $('[id^="statusres_"]')
      .map((_, cell) => Number($(cell).attr('id')?.slice('statusres_'.length)))
      .get()
      .filter((id) => Number.isInteger(id) && id > 0);
    return ids.length > 0 ? String(Math.max(...ids)) : null;
  }

  async poll(
    session: RemoteSession,
    _bank: RemoteBankCode,
    problemId: string,
    runId: string,
  ): Promise<RemoteVerdict> {
    const $ = await this.statusPage(session as SiteSession, problemId);
    const result = $(`#statusres_${runId}`);
    if (result.length === 0)
      throw new RemoteError('changed', `SPOJ: run ${runId} is not in the status table`);
    const shown = result.text().replace(/\s+/g, ' ').trim();
    const verdict = mapVerdict('SPOJ', verdicts, shown);
    if (!verdict.done) return { done: false, siteStatus: shown };
    const seconds = Number($(`#statustime_${runId}`).text().trim()) || 0;
    return {
      done: true,
      siteStatus: shown,
      status: verdict.status,
      time: Math.round(seconds * 1000),
      memory: kilobytes($(`#statusmem_${runId}`).text().trim()),
    };
  }

  /** The account's status page of one problem (SPOJ lists the user's runs of it, newest first). */
  private async statusPage({ http, account }: SiteSession, problemId: string) {
    const page = await http.get(
      `/status/${encodeURIComponent(problemId.toUpperCase())},${encodeURIComponent(account.username)}/`,
    );
    const $ = SiteHttp.load(page.html);
    if ($('table.problems').length === 0)
      throw new RemoteError('changed', 'SPOJ: the status page has no status table');
    return $;
  }
}
