import { Card, Heading } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Markdown } from '@/components/Markdown';
import { useContestView } from '../hooks/contestContext';

/** /contest/:cid: the contest's description. */
export function ContestOverview() {
  const { t } = useTranslation();
  const { contest } = useContestView();
  if (!contest.description) return null;
  return (
    <Card className="contest-overview">
      <Heading size="4" mb="2">
        {t('contest.home.description')}
      </Heading>
      <Markdown>{contest.description}</Markdown>
    </Card>
  );
}
