import { describe, expect, it } from 'vitest';
import { formatRelTime, formatTime, parseRelTime, parseTime } from './clicsTime';

describe('CLICS times', () => {
  it('writes RELTIME with unbounded hours and milliseconds, and reads the spec examples back', () => {
    expect(formatRelTime(5_025_678)).toBe('1:23:45.678');
    expect(formatRelTime(0)).toBe('0:00:00.000');
    expect(formatRelTime(-932_457)).toBe('-0:15:32.457');
    expect(formatRelTime(30 * 3_600_000)).toBe('30:00:00.000');
    expect(parseRelTime('1:22:05.034')).toBe(4_925_034);
    expect(parseRelTime('0:20:00')).toBe(1_200_000);
    expect(parseRelTime('-0:15:32.457')).toBe(-932_457);
    expect(parseRelTime('1:2:3')).toBeUndefined();
    expect(parseRelTime('5 minutes')).toBeUndefined();
  });

  it('writes TIME in UTC with an offset and reads every offset style', () => {
    expect(formatTime(Date.UTC(2017, 10, 26, 10, 15))).toBe('2017-11-26T10:15:00.000+00:00');
    expect(parseTime('2014-06-25T11:22:05.034+01')).toBe(Date.UTC(2014, 5, 25, 10, 22, 5, 34));
    expect(parseTime('2023-02-19T09:00:00.000+01:00')).toBe(Date.UTC(2023, 1, 19, 8));
    expect(parseTime('2023-02-19T09:00:00-0130')).toBe(Date.UTC(2023, 1, 19, 10, 30));
    expect(parseTime('2023-02-19T09:00:00Z')).toBe(Date.UTC(2023, 1, 19, 9));
    expect(parseTime('2023-02-19 09:00')).toBeUndefined();
  });
});
