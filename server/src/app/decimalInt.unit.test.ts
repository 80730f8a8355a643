import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { currentPageParam, DECIMAL_INT_MESSAGE, decimalInt, idParam, pageSizeParam } from './decimalInt';
import { parseInput } from './validate';

describe('decimalInt', () => {
  it('reads decimal digits and JSON integers', () => {
    expect(idParam.parse('1000')).toBe(1000);
    expect(idParam.parse('007')).toBe(7);
    expect(idParam.parse(1000)).toBe(1000);
    expect(decimalInt().parse('-12')).toBe(-12);
    expect(decimalInt().parse(-12)).toBe(-12);
  });

  it.each([
    '0x3E8',
    [1000],
    ['1000'],
    '1e3',
    ' 7',
    '7 ',
    '+7',
    '7.0',
    '',
    'NaN',
    'Infinity',
    null,
    true,
    { id: 1 },
    '99999999999999999999',
  ])('refuses %j as a number', (input) => {
    const result = idParam.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(DECIMAL_INT_MESSAGE);
  });

  it('refuses fractions, unsafe integers and what the rules forbid', () => {
    expect(idParam.safeParse(7.5).success).toBe(false);
    expect(idParam.safeParse(2 ** 60).success).toBe(false);
    expect(idParam.safeParse('9007199254740993').success).toBe(false);
    expect(idParam.safeParse('0').success).toBe(false);
    expect(idParam.safeParse('-1').success).toBe(false);
    expect(pageSizeParam(100, 10).safeParse('101').success).toBe(false);
  });

  it('gives defaults for absent page fields', () => {
    const page = z.object({ currentPage: currentPageParam, limit: pageSizeParam(100, 15) });
    expect(page.parse({})).toEqual({ currentPage: 1, limit: 15 });
    expect(page.parse({ currentPage: '3', limit: '50' })).toEqual({ currentPage: 3, limit: 50 });
  });

  it('names the field in the 400', () => {
    expect(() => parseInput(z.object({ pid: idParam }), { pid: '0x3E8' })).toThrow(
      `pid: ${DECIMAL_INT_MESSAGE}`,
    );
  });
});
