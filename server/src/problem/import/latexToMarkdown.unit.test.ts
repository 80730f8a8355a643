import { describe, expect, it } from 'vitest';
import { latexToMarkdown } from './latexToMarkdown';

const body = (latex: string) =>
  latexToMarkdown(latex)
    .sections.map((s) => s.body)
    .join('\n\n');

describe('LaTeX statements to Markdown', () => {
  it('takes the title and splits at sections', () => {
    const result = latexToMarkdown(
      '\\problemname{Odd Echo}\nIntro.\n\\section*{Input}\nIn.\n\\section{Output}\nOut.',
    );
    expect(result.title).toBe('Odd Echo');
    expect(result.sections).toEqual([
      { title: null, body: 'Intro.' },
      { title: 'Input', body: 'In.' },
      { title: 'Output', body: 'Out.' },
    ]);
  });

  it('keeps maths verbatim for KaTeX, inline and displayed', () => {
    expect(body('Let $1 \\le N \\le 10^{5}$ and \\(a_i < b\\).')).toBe(
      'Let $1 \\le N \\le 10^{5}$ and $a_i < b$.',
    );
    expect(body('See\n\\[ \\sum_{i=1}^n i \\]\nand $$x^2$$.')).toBe(
      'See\n\n$$\n\\sum_{i=1}^n i\n$$\n\nand\n\n$$\nx^2\n$$\n\n.',
    );
  });

  it('converts text styles, quotes, dashes, escapes and accents', () => {
    expect(
      body("\\textbf{bold \\emph{both}} ``quoted'' 1--2 --- \\texttt{a\\_b} 50\\% \\$3 a\\_b \\\"o \\'{e}"),
    ).toBe('**bold *both*** \u201cquoted\u201d 1\u20132 \u2014 `a_b` 50% \\$3 a\\_b \u00f6 \u00e9');
  });

  it('drops comments, layout commands and the sample macros', () => {
    expect(body('Text % a comment\nmore\\medskip\n\\noindent end.\n\\sampletable{1.in}{1.ans}')).toBe(
      'Text more\nend.',
    );
  });

  it('writes lists, nested ones indented', () => {
    expect(
      body(
        '\\begin{enumerate}\\item one\n\\item two\\begin{itemize}\\item a\\item b\\end{itemize}\\end{enumerate}',
      ),
    ).toBe('1. one\n2. two\n   - a\n   - b');
    expect(body('\\begin{description}\\item[N] the size\\end{description}')).toBe('- **N** the size');
  });

  it('writes tables, the first row as header', () => {
    const latex =
      '\\begin{tabular}{|l|r|}\\hline Group & Points \\\\ \\hline $1$ & 50 \\\\ 2 & a|b \\\\ \\hline\\end{tabular}';
    expect(body(latex)).toBe('| Group | Points |\n| --- | --- |\n| $1$ | 50 |\n| 2 | a\\|b |');
  });

  it('keeps verbatim text as a code block and links illustrations as images/<name>', () => {
    expect(body('\\begin{verbatim}\n  x = 1 % not a comment\n\\end{verbatim}')).toBe(
      '```\n  x = 1 % not a comment\n```',
    );
    const named: string[] = [];
    const result = latexToMarkdown('\\illustration{0.3}{cave}{A cave}', (file) => {
      named.push(file);
      return `${file}.jpg`;
    });
    expect(named).toEqual(['cave']);
    expect(result.sections[0]?.body).toBe('![A cave](images/cave.jpg)');
  });

  it('does not let LaTeX text start a Markdown list or heading', () => {
    expect(body('Values:\n- 5 is allowed\n1. is not a list')).toBe(
      'Values:\n\\- 5 is allowed\n1\\. is not a list',
    );
  });

  it('turns \\\\ into Markdown line breaks, never a stray backslash', () => {
    expect(body('one\\\\\ntwo \\\\[2mm]\nthree\\\\\n\nnext')).toBe('one\\\ntwo \\\nthree\n\nnext');
  });
});
