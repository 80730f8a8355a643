import { describe, expect, it } from 'vitest';
import { listPackageSubmissions } from './index';
import { kattisPackages, zipPackages } from './testFixtures';

const submissions = await listPackageSubmissions(zipPackages(...kattisPackages));

describe('listPackageSubmissions', () => {
  const verdicts = (problemId: string) => {
    const counts: Record<string, number> = {};
    for (const s of submissions.filter((s) => s.problemId === problemId)) {
      counts[s.expectedVerdict] = (counts[s.expectedVerdict] ?? 0) + 1;
    }
    return counts;
  };

  it('lists every submission file of the four packages with the verdict its folder expects', () => {
    expect(verdicts('hello')).toEqual({ accepted: 6, run_time_error: 1, wrong_answer: 1 });
    expect(verdicts('different')).toEqual({
      accepted: 18,
      slow_accepted: 1,
      time_limit_exceeded: 1,
      wrong_answer: 2,
    });
    expect(verdicts('guess')).toEqual({
      accepted: 2,
      run_time_error: 2,
      time_limit_exceeded: 2,
      wrong_answer: 6,
    });
    expect(verdicts('oddecho')).toEqual({ accepted: 2, partially_accepted: 1 });
  });

  it('gives the language by extension and the source', () => {
    const find = (path: string) => submissions.find((s) => s.path === path);
    expect(find('hello/submissions/run_time_error/memory_limit.cc')).toMatchObject({
      problemId: 'hello',
      submission: 'hello/submissions/run_time_error/memory_limit.cc',
      expectedVerdict: 'run_time_error',
      language: 'C++',
    });
    expect(find('hello/submissions/accepted/hello.py')?.source).toContain("print('Hello World!')");
    expect(find('guess/submissions/accepted/guess.java')?.language).toBe('Java');
    expect(find('oddecho/submissions/partially_accepted/sol.py')?.language).toBe('Python3');
    expect(find('different/submissions/accepted/different_py2.py')?.language).toBe('Python2');
    expect(find('different/submissions/accepted/different.c')?.language).toBe('C');
  });

  it('groups the files of a multi-file submission under its folder', () => {
    const prolog = submissions.filter((s) => s.submission === 'different/submissions/accepted/prolog');
    expect(prolog.map((s) => [s.path, s.language])).toEqual([
      ['different/submissions/accepted/prolog/different.pl', 'Prolog'],
      ['different/submissions/accepted/prolog/kattio.pl', 'Prolog'],
    ]);
  });
});
