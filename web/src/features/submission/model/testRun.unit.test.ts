import { expect, it } from 'vitest';
import { matchingSample } from './testRun';

it('finds the sample a test run used, ignoring line ends and trailing blanks', () => {
  const samples = [
    { input: '1 2\n', output: '3\n' },
    { input: '5 7', output: '12' },
  ];
  expect(matchingSample(samples, '5 7\r\n', '12  \n\n')).toBe(2);
  expect(matchingSample(samples, '1 2', '4')).toBeUndefined();
  expect(matchingSample(samples, '1 2', null)).toBeUndefined();
});
