import { type RemoteBankCode, SubmissionStatus, type SubmissionStatusCode } from '@oj/events';
import { z } from 'zod';
import {
  type RemoteAccount,
  type RemoteAdapter,
  RemoteError,
  type RemoteProblem,
  type RemoteSession,
  type RemoteVerdict,
} from './adapter';
import { SiteHttp, type SiteSession, textOf } from './siteHttp';

/** Codeforces' API verdicts (`Submission.verdict`); absent or TESTING: not judged yet. */
const VERDICTS: Readonly<Record<string, SubmissionStatusCode>> = {
  OK: SubmissionStatus.accepted,
  WRONG_ANSWER: SubmissionStatus.wrongAnswer,
  PRESENTATION_ERROR: SubmissionStatus.presentationError,
  COMPILATION_ERROR: SubmissionStatus.compileError,
  TIME_LIMIT_EXCEEDED: SubmissionStatus.timeLimitExceeded,
  IDLENESS_LIMIT_EXCEEDED: SubmissionStatus.timeLimitExceeded,
  MEMORY_LIMIT_EXCEEDED: SubmissionStatus.memoryLimitExceeded,
  RUNTIME_ERROR: SubmissionStatus.runtimeError,
  SECURITY_VIOLATED: SubmissionStatus.runtimeError,
  CRASHED: SubmissionStatus.systemError,
  FAILED: SubmissionStatus.systemError,
  INPUT_PREPARATION_CRASHED: SubmissionStatus.systemError,
  PARTIAL: SubmissionStatus.partialAccepted,
  CHALLENGED: SubmissionStatus.wrongAnswer,
  SKIPPED: SubmissionStatus.cancelled,
  REJECTED: SubmissionStatus.cancelled,
};

const apiReply = z.object({
  status: z.string(),
  comment: z.string().optional(),
  result: z
    .array(
      z.object({
        id: z.number(),
        contestId: z.number().optional(),
        problem: z.object({ contestId: z.number().optional(), index: z.string() }),
        verdict: z.string().optional(),
        timeConsumedMillis: z.number(),
        memoryConsumedBytes: z.number(),
      }),
    )
    .optional(),
});

/** "4A" -> contest 4, index A; a GYM problem "100001A" the same way (gym contests are 100000 and up). */
export function splitProblemId(problemId: string): { contest: string; index: string } {
  const match = /^(\d+)([A-Za-z][A-Za-z0-9]*)$/.exec(problemId);
  if (!match?.[1] || !match[2])
    throw new RemoteError('refused', `${problemId} is not a Codeforces problem id (e.g. 4A)`);
  return { contest: match[1], index: match[2].toUpperCase() };
}

/**
 * Codeforces and its gym, one adapter for two banks: the login form `/enter` (csrf_token from the page,
 * handleOrEmail, password), the problem page's `div.problem-statement` (title, time-limit, memory-limit,
 * input/output specification, sample-tests, note), the submit form (`/problemset/submit` or
 * `/gym/<id>/submit`: csrf_token, submittedProblemCode or submittedProblemIndex, programTypeId, source),
 * and the public API `user.status` (JSON) for the verdict, time and memory.
 */
export class CodeforcesAdapter implements RemoteAdapter {
  readonly banks: readonly RemoteBankCode[] = ['CF', 'GYM'];
  readonly languages: Readonly<Record<string, string>> = {
    C: '43',
    'C With O2': '43',
    'C++': '54',
    'C++ With O2': '54',
    'C++ 11': '54',
    'C++ 11 With O2': '54',
    'C++ 17': '54',
    'C++ 17 With O2': '54',
    'C++ 20': '89',
    'C++ 20 With O2': '89',
    Java: '87',
    Python3: '31',
    PyPy3: '70',
    Golang: '32',
    Rust: '75',
    'C#': '79',
    'JavaScript Node': '55',
    PHP: '6',
    Ruby: '67',
    Pascal: '4',
  };

  constructor(private readonly baseUrl: string) {}

  async login(account: RemoteAccount): Promise<SiteSession> {
    const http = new SiteHttp(this.baseUrl);
    const csrf = await this.csrf(http, '/enter');
    const page = await http.postForm('/enter', {
      csrf_token: csrf,
      action: 'enter',
      handleOrEmail: account.username,
      password: account.password,
      remember: 'on',
    });
    const $ = SiteHttp.load(page.html);
    if ($('a[href*="/logout"]').length > 0) return { account, http };
    if (/invalid handle\/email or password/i.test($('body').text()))
      throw new RemoteError('login-refused', `Codeforces refused the login of ${account.username}`);
    throw new RemoteError(
      'changed',
      'Codeforces: the page after login shows neither a logout link nor a refusal',
    );
  }

  async fetchProblem(bank: RemoteBankCode, problemId: string): Promise<RemoteProblem> {
    const { contest, index } = splitProblemId(problemId);
    const http = new SiteHttp(this.baseUrl);
    const path =
      bank === 'GYM' ? `/gym/${contest}/problem/${index}` : `/problemset/problem/${contest}/${index}`;
    const page = await http.get(path);
    const $ = SiteHttp.load(page.html);
    const statement = $('div.problem-statement').first();
    if (statement.length === 0) {
      if (page.status === 404 || /no such problem|problem not found/i.test($('body').text()))
        throw new RemoteError('refused', `${bank} has no problem ${problemId}`);
      throw new RemoteError('changed', `${bank}: problem ${problemId}'s page has no problem statement`);
    }
    const property = (selector: string) => {
      const node = statement.find(selector).first().clone();
      node.find('.property-title').remove();
      return node.text().trim();
    };
    const seconds = /([\d.]+)\s*seconds?/i.exec(property('div.time-limit'));
    const megabytes = /(\d+)\s*megabytes?/i.exec(property('div.memory-limit'));
    const title = statement
      .find('div.header div.title')
      .first()
      .text()
      .replace(/^[A-Z0-9]+\.\s*/, '')
      .trim();
    if (!title || !seconds || !megabytes)
      throw new RemoteError('changed', `${bank}: problem ${problemId}'s page has no title or limits`);
    const section = (selector: string) => {
      const node = statement.find(selector).first().clone();
      node.find('.section-title').remove();
      return node.length > 0 ? textOf($, node) : '';
    };
    const examples = statement
      .find('div.sample-test')
      .first()
      .find('div.input')
      .toArray()
      .map((input, i) => ({
        input: textOf($, $(input).find('pre')),
        output: textOf($, statement.find('div.sample-test div.output').eq(i).find('pre')),
      }));
    return {
      problemId,
      title,
      description: textOf($, statement.children('div').eq(1)),
      input: section('div.input-specification'),
      output: section('div.output-specification'),
      hint: section('div.note'),
      source: `${bank === 'GYM' ? 'Codeforces Gym' : 'Codeforces'} ${contest}`,
      timeLimit: Math.round(Number(seconds[1]) * 1000),
      memoryLimit: Number(megabytes[1]),
      examples,
    };
  }

  async submit(
    session: RemoteSession,
    bank: RemoteBankCode,
    problemId: string,
    language: string,
    code: string,
  ): Promise<string> {
    const { http, account } = session as SiteSession;
    const type = this.languages[language];
    if (type === undefined) throw new RemoteError('refused', `${bank} has no language ${language}`);
    const { contest, index } = splitProblemId(problemId);
    const before = (await this.runs(http, account.username))[0]?.id ?? 0;
    const path = bank === 'GYM' ? `/gym/${contest}/submit` : '/problemset/submit';
    const csrf = await this.csrf(http, path);
    const form: Record<string, string> = {
      csrf_token: csrf,
      action: 'submitSolutionFormSubmitted',
      programTypeId: type,
      source: code,
      tabSize: '4',
      sourceFile: '',
    };
    if (bank === 'GYM') form.submittedProblemIndex = index;
    else form.submittedProblemCode = `${contest}${index}`;
    const page = await http.postForm(`${path}?csrf_token=${encodeURIComponent(csrf)}`, form);
    const $ = SiteHttp.load(page.html);
    const error = $('span.error').first().text().trim();
    if (/too often|too fast/i.test(error)) throw new RemoteError('rate-limited', `${bank}: ${error}`);
    if (error) throw new RemoteError('refused', `${bank} refused the submission: ${error}`);
    if ($('a[href*="/logout"]').length === 0)
      throw new RemoteError('login-refused', `${bank}: the session ended`);
    const mine = (await this.runs(http, account.username)).find(
      (run) =>
        run.id > before &&
        String(run.problem.contestId ?? run.contestId) === contest &&
        run.problem.index === index,
    );
    if (!mine) throw new RemoteError('refused', `${bank} did not list the submission`);
    return String(mine.id);
  }

  async latestRun(session: RemoteSession, _bank: RemoteBankCode, problemId: string): Promise<string | null> {
    const { http, account } = session as SiteSession;
    const { contest, index } = splitProblemId(problemId);
    const newest = (await this.runs(http, account.username)).find(
      (run) => String(run.problem.contestId ?? run.contestId) === contest && run.problem.index === index,
    );
    return newest ? String(newest.id) : null;
  }

  async poll(
    session: RemoteSession,
    bank: RemoteBankCode,
    _problemId: string,
    runId: string,
  ): Promise<RemoteVerdict> {
    const { http, account } = session as SiteSession;
    const run = (await this.runs(http, account.username)).find((r) => String(r.id) === runId);
    if (!run)
      throw new RemoteError('changed', `${bank}: run ${runId} is not among the account's last submissions`);
    if (run.verdict === undefined || run.verdict === 'TESTING')
      return { done: false, siteStatus: run.verdict ?? 'In queue' };
    const status = VERDICTS[run.verdict];
    if (status === undefined) throw new RemoteError('changed', `${bank}: unknown verdict "${run.verdict}"`);
    return {
      done: true,
      siteStatus: run.verdict,
      status,
      time: run.timeConsumedMillis,
      memory: Math.round(run.memoryConsumedBytes / 1024),
    };
  }

  /** The account's last submissions from the API, newest first. */
  private async runs(http: SiteHttp, handle: string) {
    const page = await http.get(
      `/api/user.status?${new URLSearchParams({ handle, from: '1', count: '20' })}`,
    );
    let json: unknown;
    try {
      json = JSON.parse(page.html);
    } catch {
      throw new RemoteError('changed', 'Codeforces: user.status did not answer JSON');
    }
    const reply = apiReply.safeParse(json);
    if (!reply.success) throw new RemoteError('changed', 'Codeforces: user.status answered an unknown shape');
    if (reply.data.status !== 'OK') {
      const comment = reply.data.comment ?? '';
      if (/call limit exceeded/i.test(comment))
        throw new RemoteError('rate-limited', `Codeforces API: ${comment}`);
      throw new RemoteError('changed', `Codeforces API: ${comment || reply.data.status}`);
    }
    return [...(reply.data.result ?? [])].sort((a, b) => b.id - a.id);
  }

  private async csrf(http: SiteHttp, path: string): Promise<string> {
    const page = await http.get(path);
    const token = SiteHttp.load(page.html)('input[name="csrf_token"]').first().attr('value');
    if (!token) throw new RemoteError('changed', `Codeforces: ${path} has no csrf_token`);
    return token;
  }
}
