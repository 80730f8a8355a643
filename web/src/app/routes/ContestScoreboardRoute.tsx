import { useParams } from 'react-router-dom';
import { OutsideScoreboard } from '@/features/contest';
import { getLiveClient } from '@/features/live';
import { NotFound } from './NotFound';
import { paths } from './paths';

/**
 * /contest/acm-scoreboard/:cid and /contest/oi-scoreboard/:cid: the outside scoreboard, without login.
 * Both paths show the board by the contest's own rule.
 */
export function ContestScoreboardRoute() {
  const cid = Number(useParams().cid);
  if (!Number.isSafeInteger(cid) || cid <= 0) return <NotFound />;
  return <OutsideScoreboard key={cid} cid={cid} live={getLiveClient()} listHref={paths.contest} />;
}
