import './markdown.css';
import ReactMarkdown, { type Options } from 'react-markdown';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';

// Statements imported from FPS files are HTML inside the markdown, so raw HTML is parsed (rehype-raw),
// then cut down to GitHub's safe subset (rehype-sanitize), keeping the classes that mark maths. KaTeX
// (mathMarkdown.tsx) runs last, on the clean tree: its own markup is trusted and would not survive the
// sanitiser.
const schema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    code: [['className', /^language-./, 'math-inline', 'math-display']],
  },
};

type Plugins<K extends 'remarkPlugins' | 'rehypePlugins'> = NonNullable<Options[K]>;

interface RendererProps {
  children: string;
  /** More plugins: maths (remark-math before, rehype-katex after the sanitiser). */
  remarkAfter?: Plugins<'remarkPlugins'>;
  rehypeAfter?: Plugins<'rehypePlugins'>;
}

/** Markdown with GFM tables and sanitised HTML; loaded on first use by `Markdown`. */
export function MarkdownRenderer({ children, remarkAfter = [], rehypeAfter = [] }: RendererProps) {
  return (
    <div className="markdown-body">
      <ReactMarkdown
        remarkPlugins={[remarkGfm, ...remarkAfter]}
        rehypePlugins={[rehypeRaw, [rehypeSanitize, schema], ...rehypeAfter]}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}

export default function PlainMarkdown({ children }: { children: string }) {
  return <MarkdownRenderer>{children}</MarkdownRenderer>;
}
