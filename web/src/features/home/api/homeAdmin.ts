import type { Exam } from '@oj/events/contracts';
import { apiRequest } from '@/lib/api';
import { examsSchema, slidesSchema } from './schemas';

/** POST /api/admin/home-carousel (multipart `image`): the carousel after the upload. */
export function uploadCarouselImage(file: File) {
  const body = new FormData();
  body.append('image', file);
  return apiRequest('/api/admin/home-carousel', slidesSchema, { method: 'POST', body });
}

/** DELETE /api/admin/home-carousel?id=: the carousel after the removal. */
export function removeCarouselImage(id: number) {
  return apiRequest('/api/admin/home-carousel', slidesSchema, { method: 'DELETE', query: { id } });
}

/** PUT /api/admin/home-exams: the whole list, in its order. */
export function saveExams(exams: readonly Exam[]) {
  return apiRequest('/api/admin/home-exams', examsSchema, { method: 'PUT', body: { exams } });
}
