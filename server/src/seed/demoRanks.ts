import { randomUUID } from 'node:crypto';
import {
  type EventMetadata,
  HOME_STREAM,
  ProblemType,
  type ProductEvent,
  RoleCode,
  SubmissionStatus,
} from '@oj/events';
import { problemByProblemId, userBy } from '@oj/projections';
import { sql } from 'kysely';
import type { Services } from '../app/services';
import { hashPassword } from '../auth/passwords';
import { storeCarouselBytes } from '../home/carouselImages';
import { runHomeCommand } from '../home/homeCommands';
import { oiRankScore } from '../judge/oiRankScore';
import { submissionStreamId } from '../submission/submissionDecider';
import { claimName, runUserCommand } from '../user/userCommands';
import { seeded } from './demoFinishedContest';

const DAY = 86_400_000;
/** More practising users than the three demo accounts, so the lists have rows to page and search. */
const PRACTISERS = [
  'dave',
  'erin',
  'frank',
  'grace',
  'heidi',
  'ivan',
  'judy',
  'mallory',
  'niaj',
  'olivia',
  'peggy',
];
const RANKED = ['alice', 'bob', 'carol', ...PRACTISERS];
/** The spec's three exams (spec 01 §1), as data an admin edits under /admin/home. */
const EXAMS = [
  { name: 'CSP-J/S 2025 第一轮', date: '2025-09-20' },
  { name: 'CSP-J/S 2025 第二轮', date: '2025-11-01' },
  { name: 'NOIP 2025', date: '2025-11-29' },
];
const SLIDES = [
  {
    title: 'Practise',
    text: 'Problems with a sandboxed judge, verdicts live',
    from: '#3e63dd',
    to: '#8e4ec6',
  },
  { title: 'Compete', text: 'ACM and OI contests, sealed boards, replays', from: '#12a594', to: '#3e63dd' },
  {
    title: 'Climb the ranks',
    text: 'ACM and OI rank lists, updated per verdict',
    from: '#e5484d',
    to: '#f76b15',
  },
];

/**
 * First start only (the `home` stream is empty): the spec's exams, three carousel banners, eleven more
 * practising users (random passwords nobody is told: they only fill the lists) and a week of judged
 * practice submissions by them and the demo accounts, so the rank lists, the 7-day AC rank and last
 * week's chart show something. Verdicts are written as the CLICS import writes them (a lease that never
 * expires, then the verdict), since no runner judged them.
 */
export async function seedDemoRanks(services: Services, metadata: EventMetadata): Promise<number> {
  if ((await services.store.readStream(HOME_STREAM)).length > 0) return 0;
  await runHomeCommand(services, metadata, { type: 'SetExams', exams: EXAMS });
  for (const slide of SLIDES) {
    const file = await storeCarouselBytes(services.filesDir, Buffer.from(banner(slide)));
    await runHomeCommand(services, metadata, { type: 'AddCarouselImage', file });
  }
  for (const username of PRACTISERS) await ensureUser(services, metadata, username);
  const problems = (
    await Promise.all(['1000', '1001', '1002'].map((id) => problemByProblemId(services.db, id)))
  ).filter((p) => p !== undefined);
  const next = seeded(20261127);
  const now = Date.now();
  let written = 0;
  for (const [index, username] of RANKED.entries()) {
    const user = await userBy(services.db, { username });
    if (!user) continue;
    const strength = 1 - index / RANKED.length;
    for (const problem of problems) {
      if (next() > 0.35 + strength * 0.6) continue;
      const wrong = Math.floor(next() * 4);
      const solves = next() < 0.3 + strength * 0.7;
      const oi = problem.fields.type === ProblemType.oi;
      const ioScore = problem.test_cases.reduce((sum, c) => sum + c.score, 0);
      for (let k = 0; k <= wrong; k++) {
        const last = k === wrong;
        const status =
          last && solves
            ? SubmissionStatus.accepted
            : oi
              ? SubmissionStatus.partialAccepted
              : SubmissionStatus.wrongAnswer;
        const score = oi
          ? status === SubmissionStatus.accepted
            ? ioScore
            : Math.floor(next() * ioScore)
          : null;
        const at = now - Math.floor((0.1 + next() * 6.5) * DAY);
        await judgedSubmission(services, metadata, {
          at,
          uid: user.uid,
          username,
          pid: problem.pid,
          displayPid: problem.problem_id,
          status,
          score,
          oiRankScore: score === null ? null : oiRankScore(score, problem.fields.difficulty, ioScore),
        });
        written += 1;
      }
    }
  }
  return written;
}

async function ensureUser(services: Services, metadata: EventMetadata, username: string) {
  if (await userBy(services.db, { username })) return;
  const uid = randomUUID().replaceAll('-', '');
  const email = `${username}@example.com`;
  await claimName(services, metadata, 'Claim', 'username', username, uid);
  await claimName(services, metadata, 'Claim', 'email', email, uid);
  await runUserCommand(services, metadata, uid, {
    type: 'Register',
    uid,
    username,
    email,
    passwordHash: await hashPassword(randomUUID()),
    roleCode: RoleCode.user,
  });
}

async function judgedSubmission(
  services: Services,
  metadata: EventMetadata,
  s: {
    at: number;
    uid: string;
    username: string;
    pid: number;
    displayPid: string;
    status: number;
    score: number | null;
    oiRankScore: number | null;
  },
) {
  const { rows } = await sql<{ id: string }>`select nextval('submission_id_seq') as id`.execute(services.db);
  const submitId = Number(rows[0]?.id);
  const lease = { round: 1, leaseId: `demo-${submitId}` };
  const events: ProductEvent[] = [
    {
      type: 'SubmissionCreated',
      data: {
        submitId,
        pid: s.pid,
        displayPid: s.displayPid,
        uid: s.uid,
        username: s.username,
        language: 'C++',
        code: '#include <cstdio>\nint main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a+b);}\n',
        cid: 0,
        ip: '',
      },
    },
    {
      type: 'JudgeLeaseTaken',
      data: { ...lease, runner: 'demo-seed', expiresAt: Date.parse('9999-12-31T00:00:00Z'), replaces: null },
    },
    {
      type: 'SubmissionJudged',
      data: {
        ...lease,
        status: s.status,
        score: s.score,
        oiRankScore: s.oiRankScore,
        time: 1,
        memory: 1024,
        errorMessage: '',
        systemError: null,
        judger: 'demo-seed',
      },
    },
  ];
  await services.store.append(submissionStreamId(submitId), events, {
    expectedVersion: 'no_stream',
    metadata: { ...metadata, at: new Date(s.at).toISOString() },
  });
}

/** A 1600x440 banner drawn as SVG (sharp turns it into the carousel's WebP). */
function banner(slide: (typeof SLIDES)[number]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="440" viewBox="0 0 1600 440">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${slide.from}"/><stop offset="1" stop-color="${slide.to}"/></linearGradient></defs>
<rect width="1600" height="440" fill="url(#g)"/>
<text x="800" y="215" text-anchor="middle" font-family="sans-serif" font-size="96" font-weight="700" fill="#fff">${slide.title}</text>
<text x="800" y="290" text-anchor="middle" font-family="sans-serif" font-size="40" fill="#fff" fill-opacity="0.85">${slide.text}</text>
</svg>`;
}
