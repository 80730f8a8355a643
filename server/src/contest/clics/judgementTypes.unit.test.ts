import { describe, expect, it } from 'vitest';
import {
  exportedJudgementTypes,
  judgementTypeOf,
  STATUS,
  standardType,
  statusOfType,
} from './judgementTypes';

describe('output limit exceeded in CLICS feeds', () => {
  it('is exported as OLE, a type that costs a try', () => {
    expect(judgementTypeOf(STATUS.outputLimit)).toBe('OLE');
    expect(exportedJudgementTypes(false)).toContainEqual({
      id: 'OLE',
      name: 'Output Limit Exceeded',
      penalty: true,
      solved: false,
    });
  });

  it('imports OLE as our OLE (11), not as the wrong answer it falls back to elsewhere', () => {
    const type = standardType('OLE');
    expect(type).toBeDefined();
    if (type) expect(statusOfType(type, false)).toBe(11);
  });
});
