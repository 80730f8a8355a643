import {
  type ContestFields,
  globalPosition,
  type ProductEvent,
  type RecordedEvent,
  streamVersion,
} from '@oj/events';
import { STATUS } from './judgementTypes';

// A small contest's events for the feed's tests (mapping and streaming).

export const MIN = 60_000;
export const START = Date.UTC(2026, 2, 1, 9);
export const END = START + 300 * MIN;
export const iso = (ms: number) => new Date(ms).toISOString();

export const fields: ContestFields = {
  title: 'Spring cup',
  description: 'Five hours',
  startTime: iso(START),
  endTime: iso(END),
  type: 0,
  auth: 0,
  pwd: '',
  sealRank: true,
  sealRankTime: iso(END - 60 * MIN),
  autoRealRank: true,
  openRank: false,
  allowEndSubmit: false,
  openPrint: false,
  rankShowName: 'username',
  openAccountLimit: false,
  accountLimitRule: null,
  starAccount: ['guest'],
  oiRankScoreType: 'Recent',
  awardType: 0,
  awardConfigList: [],
  penaltyTime: 20,
  compileErrorPenalty: false,
  rankTimeUnit: 'minute',
};

/** A small history: a contest, two problems, three teams, and judged submissions around the freeze. */
export function history(): RecordedEvent<ProductEvent>[] {
  let position = 100;
  const versions = new Map<string, number>();
  const at = (streamId: string, ms: number, event: ProductEvent): RecordedEvent<ProductEvent> => {
    const version = (versions.get(streamId) ?? 0) + 1;
    versions.set(streamId, version);
    position += 1;
    return {
      ...event,
      id: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`,
      streamId,
      streamVersion: streamVersion(version),
      position: globalPosition(position),
      metadata: { actorUid: null, ip: null, correlationId: 'c', causationId: null, at: iso(ms) },
      recordedAt: new Date(ms),
    } as RecordedEvent<ProductEvent>;
  };
  const contest = (ms: number, event: ProductEvent) => at('contest-7', ms, event);
  const submission = (submitId: number, uid: string, pid: number, minute: number, status: number) => {
    const stream = `submission-${submitId}`;
    const ms = START + minute * MIN;
    const lease = { round: 1, leaseId: `l${submitId}` };
    return [
      at(stream, ms, {
        type: 'SubmissionCreated',
        data: {
          submitId,
          pid,
          displayPid: '',
          uid,
          username: uid,
          language: 'C++',
          code: '',
          cid: 7,
          ip: '',
        },
      }),
      at(stream, ms + 1000, {
        type: 'JudgeLeaseTaken',
        data: { ...lease, runner: 'r', expiresAt: ms + 30_000, replaces: null },
      }),
      at(stream, ms + 2000, {
        type: 'SubmissionCaseJudged',
        data: {
          ...lease,
          case: {
            seq: 1,
            inputName: '1.in',
            outputName: '1.out',
            groupNum: 0,
            status,
            time: 15,
            memory: 1,
            score: 0,
            userOutput: '',
            message: '',
          },
        },
      }),
      at(stream, ms + 3000, {
        type: 'SubmissionJudged',
        data: {
          ...lease,
          status,
          score: null,
          oiRankScore: null,
          time: 15,
          memory: 1,
          errorMessage: '',
          systemError: null,
          judger: 'r',
        },
      }),
    ];
  };
  const author = { uid: 'root', username: 'root' };
  return [
    contest(START - 60 * MIN, {
      type: 'ContestCreated',
      data: { cid: 7, fields, visible: true, gid: null, author },
    }),
    contest(START - 50 * MIN, {
      type: 'ContestProblemAdded',
      data: { pid: 1001, displayId: 'A', displayTitle: 'Apples', color: '#ff0000' },
    }),
    contest(START - 50 * MIN, {
      type: 'ContestProblemAdded',
      data: { pid: 1002, displayId: 'B', displayTitle: 'Bananas', color: null },
    }),
    ...submission(1, 'ann', 1001, 10, STATUS.wrongAnswer),
    ...submission(2, 'ann', 1001, 25, STATUS.accepted),
    ...submission(3, 'bob', 1002, 40, STATUS.compileError),
    ...submission(4, 'bob', 1002, 50, STATUS.accepted),
    ...submission(5, 'guest', 1001, 5, STATUS.accepted),
    ...submission(6, 'bob', 1001, 270, STATUS.accepted),
  ];
}

export const problems = new Map([
  [1001, { problemId: 'apples', timeLimit: 2000, testDataCount: 3 }],
  [1002, { problemId: 'bananas', timeLimit: 1000, testDataCount: 1 }],
]);
