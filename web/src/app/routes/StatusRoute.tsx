import { StatusPage } from '@/features/submission';
import { submissionLinks, submissionLive, useOpenLogin } from './submissionWiring';

/** /status: every submission, live. */
export function StatusRoute() {
  return <StatusPage live={submissionLive()} links={submissionLinks} onLoginRequired={useOpenLogin()} />;
}
