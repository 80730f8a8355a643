import { describe, expect, it } from 'vitest';
import { hasMaths } from './Markdown';

describe('hasMaths (whether a Markdown text loads KaTeX)', () => {
  it('says yes for inline and display maths, math fences and HTML marked as maths', () => {
    expect(hasMaths('Print $a+b$.')).toBe(true);
    expect(hasMaths('$$\n\\sum_i i\n$$')).toBe(true);
    expect(hasMaths('```math\nx^2\n```')).toBe(true);
    expect(hasMaths('~~~ math\nx^2\n~~~')).toBe(true);
    expect(hasMaths('<code class="math-inline">x^2</code>')).toBe(true);
  });

  it('says no for text, code and HTML without maths, so those pages skip KaTeX', () => {
    expect(hasMaths('Read two integers and print their **sum**.')).toBe(false);
    expect(hasMaths('```cpp\nint main() {}\n```')).toBe(false);
    expect(hasMaths('<p>Hello <em>world</em></p>')).toBe(false);
  });
});
