import { Flex, SegmentedControl } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useApiQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { getContestProblems } from '../api/getContestProblems';
import { ContestClock } from './ContestClock';

interface ContestProblemHeaderProps {
  cid: number;
  displayId: string;
  /** The page of another of the contest's problems. */
  problemHref: (displayId: string) => string;
}

/** Above a contest problem's statement: the contest clock and the A/B/C switcher to its other problems. */
export function ContestProblemHeader({ cid, displayId, problemHref }: ContestProblemHeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: problems } = useApiQuery(queryKeys.contestProblems(cid), (signal) =>
    getContestProblems(cid, signal),
  );
  return (
    <Flex direction="column" gap="3" className="contest-problem-header">
      <ContestClock cid={cid} />
      {problems && problems.length > 1 ? (
        <SegmentedControl.Root
          value={displayId}
          onValueChange={(next) => navigate(problemHref(next))}
          aria-label={t('contest.problems.switcher')}
          className="contest-problem-switcher"
        >
          {problems.map((problem) => (
            <SegmentedControl.Item
              key={problem.displayId}
              value={problem.displayId}
              title={problem.displayTitle}
            >
              {problem.displayId}
            </SegmentedControl.Item>
          ))}
        </SegmentedControl.Root>
      ) : null}
    </Flex>
  );
}
