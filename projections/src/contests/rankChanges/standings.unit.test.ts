import { describe, expect, it } from 'vitest';
import { foldAcmRow } from '../board/acmRow';
import { type BoardRules, type BoardSubmission, defaultBoardRules, REAL_VIEW } from '../board/boardTypes';
import { foldOiRow } from '../board/oiRow';
import { rankChanges } from './rankChanges';
import { ContestStandings, type StandingRow } from './standings';

const START = Date.parse('2026-01-01T10:00:00Z');
const MIN = 60_000;
const TEAMS = ['ann', 'bob', 'cat', 'dan', 'eve', 'fay', 'gus', 'star'];
const STARS = new Set(['star']);

/** A small deterministic generator, so a failure replays. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const rowOf = (rules: BoardRules, subs: BoardSubmission[], uid: string): StandingRow | undefined => {
  const own = subs.filter((s) => s.uid === uid);
  if (own.length === 0) return undefined;
  return rules.type === 1 ? foldOiRow(own, rules, REAL_VIEW) : foldAcmRow(own, rules, REAL_VIEW);
};

/**
 * Random contests: submissions arrive pending, then get verdicts, some get rejudged to another. After
 * every step the incremental standings must report exactly what the full refold (`rankChanges`) does.
 */
function replay(rules: BoardRules, seed: number, steps: number): number {
  const next = random(seed);
  let subs: BoardSubmission[] = [];
  const standings = new ContestStandings(rules.type, []);
  let compared = 0;
  for (let step = 0; step < steps; step++) {
    const before = subs;
    const pending = subs.filter((s) => s.status === 5);
    const judgeOne = pending.length > 0 && next() < 0.6;
    let uid: string;
    if (judgeOne || (subs.length > 0 && next() < 0.1)) {
      const pool = judgeOne ? pending : subs;
      const target = pool[Math.floor(next() * pool.length)] as BoardSubmission;
      const status = [0, 0, -1, 1, -2][Math.floor(next() * 5)] ?? 0;
      const score = status === 0 ? 100 : Math.floor(next() * 3) * 30;
      subs = subs.map((s) => (s.submitId === target.submitId ? { ...s, status, score } : s));
      uid = target.uid;
    } else {
      uid = TEAMS[Math.floor(next() * TEAMS.length)] as string;
      const minute = Math.floor(next() * 290);
      const displayId = 'ABCD'[Math.floor(next() * 4)] as string;
      subs = [
        ...subs,
        {
          submitId: step + 1,
          uid,
          username: uid,
          displayId,
          submitTime: START + minute * MIN,
          status: 5,
          score: null,
          time: 10,
        },
      ];
    }
    const moves = STARS.has(uid) ? [] : standings.update(uid, rowOf(rules, subs, uid));
    expect(moves).toEqual(rankChanges(before, subs, rules, STARS));
    compared += moves.length;
  }
  return compared;
}

describe('ContestStandings', () => {
  const acm = defaultBoardRules(START, START + 300 * MIN);
  it('reports the same moves as refolding every submission, step by step (ACM)', () => {
    let moves = 0;
    for (const seed of [1, 2, 3, 4, 5]) moves += replay(acm, seed, 300);
    expect(moves).toBeGreaterThan(100);
  });

  it('reports the same moves as refolding every submission, step by step (OI)', () => {
    const oi = { ...acm, type: 1 as const };
    let moves = 0;
    for (const seed of [6, 7, 8]) moves += replay(oi, seed, 300);
    expect(moves).toBeGreaterThan(50);
  });

  it('starts from rows with competition ranks: tied rows share one', () => {
    const row = (uid: string, ac: number, totalTime: number): StandingRow => ({
      uid,
      username: uid,
      ac,
      totalTime,
      total: ac,
      submissionInfo: {},
    });
    const standings = new ContestStandings(0, [row('a', 2, 100), row('b', 2, 100), row('c', 1, 10)]);
    expect(standings.update('c', row('c', 3, 500))).toEqual([
      { uid: 'c', username: 'c', oldRank: 3, newRank: 1, solved: 3, penalty: 500, score: null },
      { uid: 'a', username: 'a', oldRank: 1, newRank: 2, solved: 2, penalty: 100, score: null },
      { uid: 'b', username: 'b', oldRank: 1, newRank: 2, solved: 2, penalty: 100, score: null },
    ]);
  });
});
