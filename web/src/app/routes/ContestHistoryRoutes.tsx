import { useLocation, useParams } from 'react-router-dom';
import { ContestReplay } from '@/features/contestReplay';
import { ScrollBoardLauncher, ScrollBoardPage } from '@/features/scrollBoard';
import { NotFound } from './NotFound';
import { paths } from './paths';

function useCid(): number | undefined {
  const cid = Number(useParams().cid);
  return Number.isInteger(cid) && cid > 0 ? cid : undefined;
}

/** /contest/:cid/replay: the board at any moment of the contest. */
export function ContestReplayRoute() {
  const cid = useCid();
  return cid === undefined ? <NotFound /> : <ContestReplay key={cid} cid={cid} />;
}

/** /contest/:cid/scroll-board: medals and the button that opens the full-screen scroll board. */
export function ContestScrollBoardRoute() {
  const cid = useCid();
  return cid === undefined ? (
    <NotFound />
  ) : (
    <ScrollBoardLauncher key={cid} cid={cid} pagePath={paths.scrollBoard} />
  );
}

/** /scrollBoard?cid=&removeStar=&medals[]=: full screen, outside the site's layout. */
export function ScrollBoardRoute() {
  const { search } = useLocation();
  return <ScrollBoardPage search={search} />;
}
