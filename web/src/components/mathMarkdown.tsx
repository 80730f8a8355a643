import 'katex/dist/katex.min.css';
import rehypeKatex from 'rehype-katex';
import remarkMath from 'remark-math';
import { MarkdownRenderer } from './markdownRenderer';

const remarkAfter = [remarkMath];
const rehypeAfter = [rehypeKatex];

/** Markdown with $maths$ (KaTeX, its CSS and fonts): loaded by `Markdown` only for a text that has some. */
export default function MathMarkdown({ children }: { children: string }) {
  return (
    <MarkdownRenderer remarkAfter={remarkAfter} rehypeAfter={rehypeAfter}>
      {children}
    </MarkdownRenderer>
  );
}
