import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Read from disk: the test runner hands CSS modules over empty, even `?raw` ones.
const themeCss = readFileSync(new URL('./radixTheme.css', import.meta.url), 'utf8');

// Radix Themes' colour scales (@radix-ui/themes/tokens/colors/*.css).
const SCALES = [
  'amber',
  'blue',
  'bronze',
  'brown',
  'crimson',
  'cyan',
  'gold',
  'grass',
  'gray',
  'green',
  'indigo',
  'iris',
  'jade',
  'lime',
  'mauve',
  'mint',
  'olive',
  'orange',
  'pink',
  'plum',
  'purple',
  'red',
  'ruby',
  'sage',
  'sand',
  'sky',
  'slate',
  'teal',
  'tomato',
  'violet',
  'yellow',
];

const sources = Object.fromEntries(
  Object.keys(import.meta.glob(['../**/*.{ts,tsx,css}', '!../**/*.test.ts', '!./radixTheme.css'])).map(
    (file) => [file, readFileSync(new URL(file, import.meta.url), 'utf8')],
  ),
);

/** The scales a source names: a quoted colour ('red', "red": props and maps) or a var(--red-9). */
function scalesNamedIn(text: string): string[] {
  return SCALES.filter((scale) => new RegExp(`['"\`]${scale}['"\`]|--${scale}-a?\\d`).test(text));
}

describe('the Radix colour scales the site loads (radixTheme.css)', () => {
  const imported = SCALES.filter((scale) => themeCss.includes(`tokens/colors/${scale}.css`));

  it('include every scale a page names, so no badge or callout loses its colour', () => {
    const missing = Object.entries(sources).flatMap(([file, text]) =>
      scalesNamedIn(text)
        .filter((scale) => !imported.includes(scale))
        .map((scale) => `${scale} (${file})`),
    );
    expect(missing).toEqual([]);
  });

  it('leave out the scales no page names', () => {
    expect(imported.length).toBeLessThan(SCALES.length);
    expect(imported).toContain('indigo');
  });
});
