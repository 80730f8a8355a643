import { Card, Heading } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '@/components/Markdown';
import { useContestView } from '../hooks/contestContext';

/**
 * /contest/:cid: the contest's description, and for its admins the tools the route hands in
 * (`adminTools`, e.g. the event feed download from another feature).
 */
export function ContestOverview({ adminTools }: { adminTools?: (cid: number) => ReactNode } = {}) {
  const { t } = useTranslation();
  const { contest, isAdmin } = useContestView();
  const tools = isAdmin && adminTools ? adminTools(contest.id) : null;
  if (!contest.description) return tools;
  return (
    <>
      <Card className="contest-overview">
        <Heading size="4" mb="2">
          {t('contest.home.description')}
        </Heading>
        <Markdown>{contest.description}</Markdown>
      </Card>
      {tools}
    </>
  );
}
