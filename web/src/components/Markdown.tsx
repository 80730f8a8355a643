import 'katex/dist/katex.min.css';
import './markdown.css';
import ReactMarkdown, { type Options } from 'react-markdown';
import rehypeKatex from 'rehype-katex';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';

// Statements imported from FPS files are HTML inside the markdown, so raw HTML is parsed (rehype-raw),
// then cut down to GitHub's safe subset (rehype-sanitize), keeping the classes that mark maths. KaTeX
// runs last, on the clean tree: its own markup is trusted and would not survive the sanitiser.
const schema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    code: [['className', /^language-./, 'math-inline', 'math-display']],
  },
};

const remarkPlugins: Options['remarkPlugins'] = [remarkGfm, remarkMath];
const rehypePlugins: Options['rehypePlugins'] = [rehypeRaw, [rehypeSanitize, schema], rehypeKatex];

/**
 * Markdown with GFM tables, $maths$ and sanitised HTML. Heavy (KaTeX and its fonts): import it only
 * from pages that are loaded lazily.
 */
export function Markdown({ children }: { children: string }) {
  return (
    <div className="markdown-body">
      <ReactMarkdown remarkPlugins={remarkPlugins} rehypePlugins={rehypePlugins}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
