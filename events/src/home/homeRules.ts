import { z } from 'zod';

/**
 * The home page's admin-edited data (spec 01 section 2.3): the carousel's images and the exams its
 * count-down counts to. Pure zod: the server's routes and the web's forms share these rules.
 */
export const homeLimits = {
  /** Carousel images at most, and each upload's size (the avatar's 2 MB would blur a 440 px banner). */
  carouselMaxImages: 20,
  carouselMaxBytes: 5 * 1024 * 1024,
  examsMax: 10,
  examNameMaxLength: 60,
} as const;

export const homeMessages = {
  examName: 'The exam name is required (at most 60 characters)',
  examDate: 'The exam date must be a date (YYYY-MM-DD)',
  tooManyExams: 'At most 10 exams',
  tooManyImages: 'At most 20 carousel images',
  imageMissing: 'The carousel image does not exist',
  imageType: 'File type not support',
  imageSize: 'Exceed max size limit',
} as const;

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar day, `YYYY-MM-DD`, that exists (no 2025-02-30). */
export const examDayRule = z
  .string()
  .regex(isoDay, homeMessages.examDate)
  .refine((day) => {
    const at = Date.parse(`${day}T00:00:00Z`);
    return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === day;
  }, homeMessages.examDate);

export const examRule = z.object({
  name: z
    .string()
    .trim()
    .min(1, homeMessages.examName)
    .max(homeLimits.examNameMaxLength, homeMessages.examName),
  date: examDayRule,
});
export type Exam = z.infer<typeof examRule>;
export const examsRule = z.array(examRule).max(homeLimits.examsMax, homeMessages.tooManyExams);

/**
 * Whole days from `today` to the exam's day (both `YYYY-MM-DD`, calendar days, no time zone drift):
 * 0 on the day, negative once it has passed.
 * @example daysUntil('2025-11-29', '2025-11-27') // 2
 */
export function daysUntil(examDay: string, today: string): number {
  return Math.round((Date.parse(`${examDay}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}
