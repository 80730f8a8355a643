import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const browserTests = new URL('../browser/', import.meta.url);

describe('browser screenshots', () => {
  // `OJ_SCREENSHOTS=0` keeps CI from paying for pictures nobody compares; a direct `page.screenshot` call
  // would bypass it.
  it('are all taken through saveScreenshot', () => {
    const files = readdirSync(browserTests).filter((name) => name.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(20);
    const direct = files.filter((name) =>
      /\.screenshot\(/.test(readFileSync(new URL(name, browserTests), 'utf8')),
    );
    expect(direct).toEqual([]);
  });
});
