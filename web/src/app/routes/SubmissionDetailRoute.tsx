import { useParams } from 'react-router-dom';
import { SubmissionDetailPage } from '@/features/submission';
import { NotFound } from './NotFound';
import { submissionLinks, submissionLive } from './submissionWiring';

/** /submission/:submitId. Keyed by the id, so following a link to another submission starts clean. */
export function SubmissionDetailRoute() {
  const { submitId = '' } = useParams();
  const id = Number(submitId);
  if (!Number.isInteger(id) || id <= 0) return <NotFound />;
  return <SubmissionDetailPage key={id} submitId={id} live={submissionLive()} links={submissionLinks} />;
}
