import { useLocation } from 'react-router-dom';
import { getLiveClient } from '@/features/live';
import { RankListPage } from '@/features/rank';
import { paths, userHomePath } from './paths';

const links = {
  list: (kind: 'acm' | 'oi') => (kind === 'acm' ? paths.acmRank : paths.oiRank),
  userHome: userHomePath,
};

/** /acm-rank and /oi-rank: one page, the list named by the path. */
export function RankListRoute() {
  const { pathname } = useLocation();
  const kind = pathname === paths.acmRank ? 'acm' : 'oi';
  return <RankListPage key={kind} kind={kind} live={getLiveClient()} links={links} />;
}
