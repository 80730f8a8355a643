import { describe, expect, it } from 'vitest';
import { markdownOf, withoutUpload, withUpload } from './markdownUploadText';

const image = markdownOf({
  kind: 'image',
  link: '/api/public/upload/7-0123456789abcdef.png',
  fileId: 7,
  name: 'a[1].png',
});

describe('an upload in a Markdown text', () => {
  it('is an inline image or a link, its name without brackets', () => {
    expect(image).toBe('![a1.png](/api/public/upload/7-0123456789abcdef.png)');
    expect(
      markdownOf({
        kind: 'file',
        link: '/api/public/upload/8-0123456789abcdef.pdf',
        fileId: 8,
        name: 'n.pdf',
      }),
    ).toBe('[n.pdf](/api/public/upload/8-0123456789abcdef.pdf)');
  });

  it('goes on a line of its own at the cursor, and leaves the text as it was when taken back', () => {
    for (const [text, at] of [
      ['Sum two numbers.', 16],
      ['', 0],
      ['First line\nSecond line', 11],
      ['First line\nSecond line', 5],
      ['First line\nSecond line', 0],
      ['Ends with a break\n', 18],
    ] as const) {
      const added = withUpload(text, at, image);
      expect(added.split('\n')).toContain(image);
      expect(withoutUpload(added, image)).toBe(text);
    }
  });
});
