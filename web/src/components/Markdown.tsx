import { Skeleton } from '@radix-ui/themes';
import { lazy, Suspense } from 'react';

// The renderer (unified, parse5: ~100 kB compressed) loads on the first Markdown a page shows, KaTeX (its
// code, CSS and fonts: as much again) only for a text with maths in it, so pages without them skip both.
const PlainMarkdown = lazy(() => import('./markdownRenderer'));
const MathMarkdown = lazy(() => import('./mathMarkdown'));

/**
 * Whether KaTeX may have something to render: `$...$`, `$$...$$`, ```math fences, or HTML (an FPS
 * statement) already marked `math-inline`, `math-display` or `language-math`. A false yes costs a download.
 */
export const hasMaths = (text: string) =>
  /\$|(```|~~~)\s*math|math-inline|math-display|language-math/.test(text);

/** Markdown with GFM tables, $maths$ and sanitised HTML; a skeleton while its renderer loads. */
export function Markdown({ children }: { children: string }) {
  const Renderer = hasMaths(children) ? MathMarkdown : PlainMarkdown;
  return (
    <Suspense fallback={<Skeleton data-testid="markdown-loading" height="3em" width="100%" />}>
      <Renderer>{children}</Renderer>
    </Suspense>
  );
}
