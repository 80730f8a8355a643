import { z } from 'zod';
import { defineEvent } from '../catalogue/defineEvent';
import { examsRule } from './homeRules';

/**
 * The home page's own data, one stream `home` (spec 01 section 2.3): the carousel's images, added and
 * removed by admins (ids count up in the stream), and the exams of the count-down (the whole list,
 * as the admin saved it).
 *
 * @example
 * { type: 'HomeCarouselImageAdded', data: { id: 3, file: '9f2c...e1.webp' } }
 */
const id = z.number().int().positive();

export const HomeCarouselImageAdded = defineEvent('HomeCarouselImageAdded', {
  schema: z.object({
    id,
    /** The stored image, `<sha256>.webp`, served from `/api/public/image/<file>`. */
    file: z.string().regex(/^[0-9a-f]{64}\.webp$/),
  }),
});
export const HomeCarouselImageRemoved = defineEvent('HomeCarouselImageRemoved', { schema: z.object({ id }) });
export const HomeExamsSet = defineEvent('HomeExamsSet', { schema: z.object({ exams: examsRule }) });

export const homeEvents = [HomeCarouselImageAdded, HomeCarouselImageRemoved, HomeExamsSet] as const;

export const HOME_STREAM = 'home';
