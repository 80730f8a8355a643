import type { RemoteProblem } from './adapter';
import { type SiteHttp, textOf } from './siteHttp';

/** A HUSTOJ-like site's "submitting too fast" page (also shown to a login repeated too soon). */
export const FORM_SITE_TOO_FAST = /too (fast|often|frequent)|submit more than once|please wait/i;

/** Where a HUSTOJ-like problem page keeps its statement: headings, each followed by its part. */
export interface StatementLayout {
  /** The headings ("Problem Description", "Input", "Sample Input", ...). */
  headings: string;
  /** The part a heading names: the first element after it matching this. */
  parts: string;
  /** The heading of the description, lower case ("problem description" on HDU, "description" on POJ). */
  description: string;
}

/**
 * A problem from a HUSTOJ-like page (HDU, POJ): its statement parts by heading, one sample from "Sample
 * Input" and "Sample Output", the limits the adapter read (time in ms, memory in KB).
 */
export function problemOfFormPage(
  page: ReturnType<typeof SiteHttp.load>,
  layout: StatementLayout,
  found: { problemId: string; title: string; timeMs: number; memoryKb: number },
): RemoteProblem {
  const sections = new Map<string, string>();
  page(layout.headings).each((_, heading) => {
    const part = page(heading).nextAll(layout.parts).first();
    sections.set(page(heading).text().trim().toLowerCase(), textOf(page, part));
  });
  const input = sections.get('sample input');
  const output = sections.get('sample output');
  return {
    problemId: found.problemId,
    title: found.title,
    description: sections.get(layout.description) ?? '',
    input: sections.get('input') ?? '',
    output: sections.get('output') ?? '',
    hint: sections.get('hint') ?? '',
    source: sections.get('source') ?? '',
    timeLimit: found.timeMs,
    memoryLimit: Math.max(1, Math.round(found.memoryKb / 1024)),
    examples: input !== undefined && output !== undefined ? [{ input, output }] : [],
  };
}
