import { rm } from 'node:fs/promises';
import { buildSandbox, SandboxPool } from '@oj/judge-runner';
import { prepareFolder } from '@oj/judge-runner/bench/fixtures';
import { measureOverhead } from '@oj/judge-runner/bench/overhead';
import { measureThroughput } from '@oj/judge-runner/bench/throughput';
import { measureAppendThroughput } from '../events/appendThroughput';
import { openBenchDatabase } from '../events/benchDatabase';
import { summarize } from '../events/stats';
import { measureRanks, FULL as RANKS_FULL, QUICK as RANKS_QUICK } from '../ranks/measureRanks';
import { FULL as BOARD_FULL, QUICK as BOARD_QUICK, measureBoard } from '../scoreboard/measureBoard';
import {
  measureScrollBoard,
  FULL as SCROLL_FULL,
  QUICK as SCROLL_QUICK,
} from '../scrollboard/measureScrollBoard';
import {
  measureVerdicts,
  type Phase,
  type PhasePlan,
  FULL as VERDICTS_FULL,
  QUICK as VERDICTS_QUICK,
} from '../verdicts/measureVerdicts';
import type { Figure, Spread } from './figures';

/** A section's lines of the table, and the CPU its load generator used (reported beside the table). */
export interface SectionResult {
  figures: Figure[];
  loadGeneratorCpu: string[];
}
export type Say = (line: string) => void;

const spread = (values: number[]): Spread => {
  const s = summarize(values);
  return { min: s.min, median: s.median, max: s.max };
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s CPU`;

/** Each section opens its own throwaway database, so one cannot slow another. */
export async function withDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  const database = await openBenchDatabase();
  try {
    return await work(database.url);
  } finally {
    await database.close();
  }
}

/**
 * Verdict commit -> 2,000 signed-in clients (their `status` room), against each polling every 2 s; and
 * the same 2,000 live clients spread over two API nodes (two server processes), against one node.
 */
export async function verdictSection(quick: boolean, say: Say): Promise<SectionResult> {
  const sizes = quick ? VERDICTS_QUICK : { ...VERDICTS_FULL, clients: 2000 };
  const plan: PhasePlan[] = [
    { mode: 'live', nodes: 1 },
    { mode: 'live', nodes: 2 },
    { mode: 'polling', nodes: 1 },
  ];
  const result = await withDatabase((url) => measureVerdicts(url, sizes, say, plan));
  const phase = (mode: 'live' | 'polling', nodes: number) =>
    result.phases.find((p) => p.mode === mode && p.nodes === nodes);
  const live = phase('live', 1);
  const twoNodes = phase('live', 2);
  const polling = phase('polling', 1);
  if (!live || !twoNodes || !polling) throw new Error('verdict bench: a phase is missing');
  say(`  two API nodes: ${everyChange(twoNodes)}`);
  const clients = sizes.clients.toLocaleString('en');
  return {
    figures: [
      {
        measure: `verdict delivery p99, ${clients} clients`,
        unit: 'ms',
        ours: spread(live.repetitions.map((r) => r.all.p99)),
        baseline: spread(polling.repetitions.map((r) => r.all.p99)),
        baselineIs: 'polling every 2 s',
        better: 'lower',
      },
      {
        measure: `verdict delivery p99, ${clients} clients, two API nodes`,
        unit: 'ms',
        ours: spread(twoNodes.repetitions.map((r) => r.all.p99)),
        baseline: spread(live.repetitions.map((r) => r.all.p99)),
        baselineIs: 'the same clients on one node',
        better: 'lower',
      },
    ],
    loadGeneratorCpu: [
      `verdict clients: ${seconds(live.loadGenerator.cpuMs)} live, ${seconds(twoNodes.loadGenerator.cpuMs)} live on two nodes, ${seconds(polling.loadGenerator.cpuMs)} polling`,
    ],
  };
}

/**
 * Correctness of a live phase: every client saw every verdict on the `status` room and every author on
 * its own room. A change lost between nodes is a bug, not noise: the bench stops with an error.
 */
function everyChange(phase: Phase): string {
  const verdicts = phase.repetitions.reduce((n, r) => n + r.own.count + r.missingOwn, 0);
  const expected = phase.clients * verdicts;
  const missingAll = phase.repetitions.reduce((n, r) => n + r.missingAll, 0);
  const missingOwn = phase.repetitions.reduce((n, r) => n + r.missingOwn, 0);
  const text =
    `${(expected - missingAll).toLocaleString('en')} of ${expected.toLocaleString('en')} status changes ` +
    `(${phase.clients.toLocaleString('en')} clients x ${verdicts} verdicts), ` +
    `${verdicts - missingOwn} of ${verdicts} authors' own-room changes`;
  if (verdicts === 0 || missingAll + missingOwn > 0)
    throw new Error(`changes lost on ${phase.nodes} nodes: ${text}`);
  return `every client got every change: ${text}`;
}

/** The 10,000-team board: projection from zero, page reads, a change to 5,000 viewers. */
export async function boardSection(quick: boolean, say: Say): Promise<SectionResult> {
  // One rebuild of the 410,000-event board (minutes); the all-models rebuild line has 5 repetitions.
  const sizes = quick ? BOARD_QUICK : { ...BOARD_FULL, viewers: [5000], rebuilds: 1 };
  const result = await withDatabase((url) => measureBoard(url, sizes, say));
  const { projection, reads } = result;
  const events = result.loaded.events;
  const figures: Figure[] = result.deliveries.map((d) => ({
    measure: `board change delivery p99, ${d.viewers.toLocaleString('en')} viewers`,
    unit: 'ms',
    ours: d.ours.p99,
    baseline: d.raw.p99,
    baselineIs: 'raw ws, same bytes',
    better: 'lower',
  }));
  const c = sizes.contest;
  figures.push(
    {
      measure: `board page read p99, ${c.participants.toLocaleString('en')} teams, ${c.submissions.toLocaleString('en')} subs`,
      unit: 'ms',
      ours: reads.ours.p99,
      baseline: reads.recompute.p99,
      baselineIs: 'recompute per request',
      better: 'lower',
    },
    {
      measure: `board projection from zero, ${events.toLocaleString('en')} events`,
      unit: 'events/s',
      ours: projection.rates,
      baseline: spread(projection.decodeRuns.map((s) => events / s)),
      baselineIs: 'read + decode only',
      better: 'higher',
    },
  );
  return {
    figures,
    loadGeneratorCpu: result.deliveries.map(
      (d) => `board viewers (${d.viewers}): ${seconds(d.viewersCpuMs)}`,
    ),
  };
}

/** Appends in batches of 100 by 8 writers, against raw INSERTs of the same rows. */
export async function appendSection(quick: boolean, say: Say): Promise<SectionResult> {
  const cases = [{ batch: 100, writers: 8, events: quick ? 2000 : 30_000 }];
  const repetitions = quick ? 2 : 5;
  const ours: number[] = [];
  const raw: number[] = [];
  await withDatabase(async (url) => {
    for (let i = 0; i < repetitions; i++) {
      const [result] = await measureAppendThroughput(url, cases);
      if (!result) throw new Error('append bench: no result');
      ours.push(result.store.eventsPerSecond);
      raw.push(result.raw.eventsPerSecond);
    }
  });
  say(`  append: ${Math.round(summarize(ours).median)} events/s vs raw ${Math.round(summarize(raw).median)}`);
  return {
    figures: [
      {
        measure: 'event append, batches of 100, 8 writers',
        unit: 'events/s',
        ours: spread(ours),
        baseline: spread(raw),
        baselineIs: 'raw batched INSERT',
        better: 'higher',
      },
    ],
    loadGeneratorCpu: [],
  };
}

/** The sandbox's round trip for a trivial program, and A+B judged with 10 cases, against bare work. */
export async function judgeSection(quick: boolean, say: Say): Promise<SectionResult> {
  await buildSandbox();
  const folder = await prepareFolder();
  const single = await SandboxPool.start({ slots: 1 });
  const pair = await SandboxPool.start({ slots: 2 });
  const repetitions = quick ? 2 : 5;
  try {
    const sandbox: number[] = [];
    const bare: number[] = [];
    for (let i = 0; i < repetitions; i++) {
      const o = await measureOverhead(single, folder, quick ? 10 : 60, 0);
      sandbox.push(o.sandbox.median);
      bare.push(o.bare.median);
    }
    const judged: number[] = [];
    const bareRuns: number[] = [];
    for (let i = 0; i < repetitions; i++) {
      const round = await measureThroughput(pair, quick ? 2 : 10);
      // Each submission is 10 test runs (plus its compile), on both cores.
      judged.push(round.ours * 10);
      bareRuns.push(round.baseline * 10);
    }
    say(
      `  sandbox run ${summarize(sandbox).median.toFixed(2)} ms vs bare ${summarize(bare).median.toFixed(2)} ms`,
    );
    return {
      figures: [
        {
          measure: 'sandbox run of a trivial program',
          unit: 'ms',
          ours: spread(sandbox),
          baseline: spread(bare),
          baselineIs: 'bare exec',
          better: 'lower',
        },
        {
          measure: 'judge throughput, A+B with 10 cases',
          unit: 'runs/s',
          ours: spread(judged),
          baseline: spread(bareRuns),
          baselineIs: 'bare gcc + execs, 2 cores',
          better: 'higher',
        },
      ],
      loadGeneratorCpu: [],
    };
  } finally {
    await Promise.all([single.close(), pair.close()]);
    await rm(folder.dir, { recursive: true, force: true });
  }
}

/** The scroll board revealing a sealed contest in Chromium, against the same board standing still. */
export async function scrollBoardSection(quick: boolean, say: Say): Promise<SectionResult> {
  const sizes = quick ? SCROLL_QUICK : SCROLL_FULL;
  const result = await withDatabase((url) => measureScrollBoard(url, sizes, say));
  const contest = `${sizes.teams} teams x ${sizes.problems} problems`;
  const fps = spread(result.revealing.map((r) => r.fps));
  return {
    figures: [
      {
        measure: `scroll board frames/s revealing, ${contest}`,
        unit: 'fps',
        ours: fps,
        baseline: spread(result.still.map((r) => r.fps)),
        baselineIs: 'the board standing still',
        better: 'higher',
        target: { text: '60 fps', met: fps.median >= 58 },
      },
      {
        measure: `scroll board p99 frame time revealing, ${contest}`,
        unit: 'ms',
        ours: spread(result.revealing.map((r) => r.p99Ms)),
        baseline: spread(result.still.map((r) => r.p99Ms)),
        baselineIs: 'the board standing still',
        better: 'lower',
      },
    ],
    loadGeneratorCpu: [
      `Chromium renderer (scroll board): ${seconds(result.rendererBusyMs)} main thread busy`,
    ],
  };
}

/** The rank list at 100,000 users: page reads against a recompute, and verdict -> rank rooms pushed. */
export async function rankSection(quick: boolean, say: Say): Promise<SectionResult> {
  const sizes = quick ? RANKS_QUICK : RANKS_FULL;
  const result = await withDatabase((url) => measureRanks(url, sizes, say));
  const users = `${sizes.users.toLocaleString('en')} users, ${sizes.submissions.toLocaleString('en')} subs`;
  const status = spread(result.pushes.status);
  return {
    figures: [
      {
        measure: `rank list page read p99, ${users}`,
        unit: 'ms',
        ours: spread(result.reads.ours),
        baseline: spread(result.reads.recompute),
        baselineIs: 'recompute per request',
        better: 'lower',
      },
      {
        measure: `verdict -> rank list change pushed p99, ${users}`,
        unit: 'ms',
        ours: spread(result.pushes.acm),
        baseline: status,
        baselineIs: 'status room push, same verdict',
        better: 'lower',
      },
      {
        measure: `verdict -> 7-day AC rank pushed p99, ${users}`,
        unit: 'ms',
        ours: spread(result.pushes.recentAc),
        baseline: status,
        baselineIs: 'status room push, same verdict',
        better: 'lower',
      },
    ],
    loadGeneratorCpu: [],
  };
}
