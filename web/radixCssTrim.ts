import type { AtRule, Plugin, Rule } from 'postcss';

/**
 * Radix Themes' responsive classes for breakpoints no page uses: a responsive prop (`{ initial, sm, md }`)
 * gets its classes from every breakpoint's `@media` block, 99 blocks of about 9 kB each. The pages use
 * xs, sm and md only; `radixCssTrim.unit.test.ts` fails if a source starts naming one of these.
 */
export const UNUSED_BREAKPOINTS = ['lg', 'xl'] as const;

/** Drops the rules whose every selector is a class of an unused breakpoint (`.lg\:rt-r-size-2`), then empty blocks. */
export function dropUnusedBreakpoints(unused: readonly string[] = UNUSED_BREAKPOINTS): Plugin {
  const prefix = new RegExp(`\\.(${unused.join('|')})\\\\:`);
  return {
    postcssPlugin: 'oj-drop-unused-breakpoints',
    Rule(rule: Rule) {
      if (rule.selectors.every((selector) => prefix.test(selector))) removeWithEmptyParents(rule);
    },
  };
}

/**
 * Drops Radix's Display P3 copies of its colour tokens (`@media (color-gamut: p3)`, inside
 * `@supports (color: color(display-p3 ...))`): each scale is declared in sRGB first, which every screen
 * shows; a P3 screen shows the sRGB value, a little less saturated. A fifth of the theme's bytes.
 */
export function dropDisplayP3(): Plugin {
  return {
    postcssPlugin: 'oj-drop-display-p3',
    AtRule: {
      media(atRule: AtRule) {
        if (/color-gamut:\s*p3/.test(atRule.params)) removeWithEmptyParents(atRule);
      },
    },
  };
}

function removeWithEmptyParents(node: Rule | AtRule): void {
  let parent = node.parent;
  node.remove();
  while (parent && parent.type === 'atrule' && (parent.nodes?.length ?? 0) === 0) {
    const next = parent.parent;
    parent.remove();
    parent = next;
  }
}
