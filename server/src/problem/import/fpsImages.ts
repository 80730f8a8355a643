import type { FpsItem } from './fpsSchema';
import { uniqueIds } from './problemIds';

const WEB_IMAGE = /\.(png|jpe?g|gif|svg|bmp|webp)$/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * FPS embeds each image as `<img><src>URL as the HTML uses it</src><base64>...</base64></img>`. Like
 * HUSTOJ's importer, every occurrence of that URL in the statement becomes the placeholder
 * `images/<name>` (inside the HTML: `<img src="images/<name>">`; a Markdown `![](...)` would not render
 * inside an HTML block), and the bytes are returned under that name.
 */
export function fpsImages(
  elements: FpsItem['img'],
  refuse: (why: string) => Error,
): { images: Record<string, Uint8Array>; rewrite: (html: string) => string } {
  const images: Record<string, Uint8Array> = {};
  const placeholders = new Map<string, string>();
  const names = uniqueIds();
  for (const element of elements) {
    const src = element.src
      .map((s) => s['#text'])
      .join('')
      .trim();
    const base64 = element.base64
      .map((b) => b['#text'])
      .join('')
      .replace(/\s+/g, '');
    if (src === '' || placeholders.has(src)) continue;
    const file = src.split(/[?#]/)[0]?.split('/').pop() ?? '';
    if (!WEB_IMAGE.test(file))
      throw refuse(`image '${src}': only png, jpg, gif, svg, bmp and webp images are imported`);
    if (!BASE64.test(base64) || base64.length % 4 === 1)
      throw refuse(`image '${src}': its base64 data is corrupt`);
    const name = names(file.replace(/[^\w.-]/g, '_'));
    images[name] = new Uint8Array(Buffer.from(base64, 'base64'));
    placeholders.set(src, `images/${name}`);
  }
  return {
    images,
    rewrite: (html) =>
      [...placeholders].reduce((text, [src, placeholder]) => text.replaceAll(src, placeholder), html),
  };
}
