import { seededRandom } from '@oj/tests/support/seededRandom';
import { describe, expect, it } from 'vitest';
import { foldAcmRow } from '../board/acmRow';
import {
  type BoardRules,
  type BoardSubmission,
  defaultBoardRules,
  PUBLIC_VIEW,
  REAL_AFTER_VIEW,
  REAL_VIEW,
} from '../board/boardTypes';
import { foldOiRow } from '../board/oiRow';
import { viewsAgree } from './boardFold';

const MIN = 60_000;
const START = Date.parse('2026-03-01T09:00:00Z');
const END = START + 300 * MIN;
const STATUSES = [0, 0, -1, -1, -2, 1, 3, 5, -4] as const;

/** One contestant's random submissions over the contest (some after the end when `late`). */
function submissions(next: () => number, late: boolean): BoardSubmission[] {
  return Array.from({ length: 1 + Math.floor(next() * 12) }, (_, i) => ({
    submitId: i + 1,
    uid: 'ann',
    username: 'ann',
    displayId: 'ABC'[Math.floor(next() * 3)] ?? 'A',
    submitTime: START + Math.floor(next() * (late ? 400 : 299) * MIN),
    status: STATUSES[Math.floor(next() * STATUSES.length)] ?? 0,
    score: Math.floor(next() * 100),
    time: 12,
  }));
}

describe('viewsAgree: one fold stands for the real, sealed and after-contest rows', () => {
  it('whenever it says so, each view folds to the real row (ACM and OI, sealed or not)', () => {
    const next = seededRandom(20261205);
    let agreed = 0;
    let differed = 0;
    for (let i = 0; i < 2000; i++) {
      const sealTime = next() < 0.5 ? null : START + Math.floor(next() * 300) * MIN;
      const rules: BoardRules = { ...defaultBoardRules(START, END), type: next() < 0.5 ? 0 : 1, sealTime };
      const subs = submissions(next, next() < 0.5);
      const fold = rules.type === 1 ? foldOiRow : foldAcmRow;
      const real = JSON.stringify(fold(subs, rules, REAL_VIEW));
      const views = [PUBLIC_VIEW, REAL_AFTER_VIEW].map((view) => JSON.stringify(fold(subs, rules, view)));
      if (viewsAgree(subs, rules)) {
        agreed++;
        expect(views).toEqual([real, real]);
      } else if (views.some((v) => v !== real)) differed++;
    }
    // Both kinds were met: rows the shortcut serves and rows whose views really differ.
    expect(agreed).toBeGreaterThan(200);
    expect(differed).toBeGreaterThan(200);
  });

  it('no: a submission at the seal time, or at the end', () => {
    const sub = (submitTime: number): BoardSubmission => ({
      submitId: 1,
      uid: 'ann',
      username: 'ann',
      displayId: 'A',
      submitTime,
      status: 0,
      score: null,
      time: 1,
    });
    const sealed = { ...defaultBoardRules(START, END), sealTime: START + 240 * MIN };
    expect(viewsAgree([sub(START + 239 * MIN)], sealed)).toBe(true);
    expect(viewsAgree([sub(START + 240 * MIN)], sealed)).toBe(false);
    expect(viewsAgree([sub(END - 1)], defaultBoardRules(START, END))).toBe(true);
    expect(viewsAgree([sub(END)], defaultBoardRules(START, END))).toBe(false);
  });
});
