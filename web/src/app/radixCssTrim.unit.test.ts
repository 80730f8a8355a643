import { readFileSync } from 'node:fs';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { dropDisplayP3, dropUnusedBreakpoints, UNUSED_BREAKPOINTS } from '../../radixCssTrim';

const trim = async (css: string, plugin: postcss.AcceptedPlugin) =>
  (await postcss([plugin]).process(css, { from: undefined })).css.replace(/\s+/g, ' ').trim();

describe('the Radix stylesheet trim (radixCssTrim.ts)', () => {
  it('drops the classes of unused breakpoints and the blocks they leave empty, and keeps the rest', async () => {
    const css = `
      @media (min-width: 768px) { .rt-Box:where(.sm\\:rt-r-p-2) { padding: 2px; } }
      @media (min-width: 1280px) { .rt-Box:where(.lg\\:rt-r-p-2) { padding: 2px; } }
      @media (min-width: 1640px) {
        .rt-Box:where(.xl\\:rt-r-p-2) { padding: 2px; }
        .rt-Box:where(.xl\\:rt-r-m-2), .rt-Box:where(.md\\:rt-r-m-2) { margin: 2px; }
      }
      .rt-Box { display: block; }`;
    expect(await trim(css, dropUnusedBreakpoints())).toBe(
      '@media (min-width: 768px) { .rt-Box:where(.sm\\:rt-r-p-2) { padding: 2px; } } ' +
        '@media (min-width: 1640px) { .rt-Box:where(.xl\\:rt-r-m-2), .rt-Box:where(.md\\:rt-r-m-2) { margin: 2px; } } ' +
        '.rt-Box { display: block; }',
    );
  });

  it('drops the Display P3 copies of the colour tokens and keeps their sRGB values', async () => {
    const css = `
      :root { --red-9: #e5484d; }
      @supports (color: color(display-p3 1 1 1)) {
        @media (color-gamut: p3) { :root { --red-9: color(display-p3 0.83 0.32 0.33); } }
      }
      @media (hover: hover) { .rt-Button:hover { opacity: 0.9; } }`;
    expect(await trim(css, dropDisplayP3())).toBe(
      ':root { --red-9: #e5484d; } @media (hover: hover) { .rt-Button:hover { opacity: 0.9; } }',
    );
  });

  it('drops no breakpoint a page uses in a responsive prop', () => {
    const sources = Object.keys(import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.ts']));
    expect(sources.length).toBeGreaterThan(100);
    const key = new RegExp(`[{,]\\s*(${UNUSED_BREAKPOINTS.join('|')})\\s*:`);
    const using = sources.filter((file) => key.test(readFileSync(new URL(file, import.meta.url), 'utf8')));
    expect(using).toEqual([]);
  });
});
