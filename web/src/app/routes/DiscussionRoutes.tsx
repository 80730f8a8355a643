import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { CommentArea } from '@/features/comment';
import { DiscussionDetailPage, DiscussionListPage } from '@/features/discussion';
import { getLiveClient } from '@/features/live';
import { queryKeys } from '@/lib/queryKeys';
import { discussionLinks as links } from './discussionLinks';
import { NotFound } from './NotFound';
import { useOpenLogin } from './submissionWiring';

/** /discussion and /discussion/:problemId, loaded lazily (the Markdown renderer is large). */
export function DiscussionListRoute() {
  const { problemId } = useParams();
  const openLogin = useOpenLogin();
  // Keyed by the problem, so moving between problems starts from a clean page.
  return (
    <DiscussionListPage
      key={problemId ?? ''}
      links={links}
      problemId={problemId}
      onLoginRequired={openLogin}
      live={getLiveClient()}
    />
  );
}

/** /discussion-detail/:did; an id that is not a number is no page. */
export function DiscussionDetailRoute() {
  const { did = '' } = useParams();
  const openLogin = useOpenLogin();
  const client = useQueryClient();
  if (!/^\d{1,9}$/.test(did) || Number(did) < 1) return <NotFound />;
  return (
    <DiscussionDetailPage
      key={did}
      did={Number(did)}
      links={links}
      onLoginRequired={openLogin}
      comments={
        <CommentArea
          place={{ did: Number(did) }}
          live={getLiveClient()}
          onLoginRequired={openLogin}
          // The detail is never read again for a write (each read counts a view): its count is patched.
          onCommentNum={(commentNum) =>
            client.setQueryData<{ commentNum: number }>(queryKeys.discussion(Number(did)), (detail) =>
              detail ? { ...detail, commentNum } : detail,
            )
          }
        />
      }
    />
  );
}
