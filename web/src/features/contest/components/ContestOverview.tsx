import { ContestPhase } from '@oj/events/vocabulary';
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Markdown } from '@/components/Markdown';
import { useContestView } from '../hooks/contestContext';

/**
 * /contest/:cid: the contest's description, and for its admins the tools the route hands in
 * (`adminTools`, e.g. the event feed download from another feature).
 */
export function ContestOverview({ adminTools }: { adminTools?: (cid: number) => ReactNode } = {}) {
  const { t } = useTranslation();
  const { contest, isAdmin, canEnter, links } = useContestView();
  const tools = isAdmin && adminTools ? adminTools(contest.id) : null;
  // An ended contest invites whoever may enter it to take part virtually.
  const virtual =
    canEnter && contest.status === ContestPhase.ended ? (
      <Card className="contest-virtual-invite">
        <Flex align="center" justify="between" gap="3" wrap="wrap">
          <Text size="2" color="gray">
            {t('contest.home.virtualHint')}
          </Text>
          <Button asChild>
            <Link to={links.tab(contest.id, 'virtual')} data-testid="contest-virtual-link">
              {t('contest.home.virtual')}
            </Link>
          </Button>
        </Flex>
      </Card>
    ) : null;
  return (
    <>
      {virtual}
      {contest.description ? (
        <Card className="contest-overview">
          <Heading size="4" mb="2">
            {t('contest.home.description')}
          </Heading>
          <Markdown>{contest.description}</Markdown>
        </Card>
      ) : null}
      {tools}
    </>
  );
}
