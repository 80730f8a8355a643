import '../scrollBoard.css';
import { Button, Card, Flex, Heading, Skeleton, Switch, Text, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { ErrorCallout } from '@/components/ErrorCallout';
import { useApiQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { getScrollBoardInfo, getScrollBoardSubmissions, type ScrollBoardInfo } from '../api/getScrollBoard';
import { defaultMedals, type Medals, rankedTeams, scrollBoardQuery } from '../model/scrollBoard';

interface LauncherProps {
  cid: number;
  /** The page's path, e.g. /scrollBoard. */
  pagePath: string;
}

/**
 * /contest/:cid/scroll-board (contest admins, ACM): medal counts (defaults 10/20/30% of the ranked
 * teams) and star teams, then the full-screen scroll board in a new window. Opening asks first while
 * the public board is still sealed: the screen will reveal what the public has not seen.
 */
export function ScrollBoardLauncher({ cid, pagePath }: LauncherProps) {
  const { t } = useTranslation();
  const { data, error } = useApiQuery(
    queryKeys.scrollBoard(cid, false),
    async (signal) => {
      const [info, submissions] = await Promise.all([
        getScrollBoardInfo(cid, signal),
        getScrollBoardSubmissions(cid, false, signal),
      ]);
      return { info, submissions };
    },
    { startsForm: true },
  );

  if (error) return <ErrorCallout title={t('scrollBoard.loadError')} error={error} />;
  if (!data) return <Skeleton height="220px" />;
  return (
    <LauncherForm
      cid={cid}
      pagePath={pagePath}
      info={data.info}
      teams={rankedTeams(data.submissions, data.info.starUserList)}
    />
  );
}

/** The medal counts and star switch, started from the defaults for the ranked teams. */
function LauncherForm({
  cid,
  pagePath,
  info,
  teams,
}: LauncherProps & { info: ScrollBoardInfo; teams: number }) {
  const { t } = useTranslation();
  const [medals, setMedals] = useState<Medals>(() => defaultMedals(teams));
  const [removeStar, setRemoveStar] = useState(false);
  const open = () =>
    window.open(`${pagePath}?${scrollBoardQuery(cid, removeStar, medals)}`, '_blank', 'noopener');
  const medal = (key: keyof Medals) => (
    <div className="scroll-launcher-medal" data-medal={key}>
      <Text as="label" size="2" weight="medium" htmlFor={`medal-${key}`}>
        {t(`scrollBoard.${key}`)}
      </Text>
      <TextField.Root
        id={`medal-${key}`}
        type="number"
        min={0}
        value={String(medals[key])}
        onChange={(e) =>
          setMedals((m) => ({ ...m, [key]: Math.max(0, Math.floor(Number(e.target.value)) || 0) }))
        }
      />
    </div>
  );

  return (
    <Card size="3" className="scroll-launcher">
      <Flex direction="column" gap="4">
        <Heading size="4">{t('scrollBoard.title')}</Heading>
        <Text size="2" color="gray">
          {t('scrollBoard.intro')}
        </Text>
        <Text size="2" weight="medium">
          {t('scrollBoard.teams', { count: teams })}
        </Text>
        <Flex gap="3" wrap="wrap">
          {medal('gold')}
          {medal('silver')}
          {medal('bronze')}
        </Flex>
        <Text size="1" color="gray">
          {t('scrollBoard.medalsHint')}
        </Text>
        <Text as="label" size="2">
          <Flex gap="2" align="center">
            <Switch checked={removeStar} onCheckedChange={setRemoveStar} />
            {t('scrollBoard.removeStar')}
          </Flex>
        </Text>
        <Flex>
          {info.publicSealed ? (
            <ConfirmDialog
              title={t('scrollBoard.confirmTitle')}
              description={t('scrollBoard.confirmText')}
              confirmLabel={t('scrollBoard.confirm')}
              cancelLabel={t('scrollBoard.cancel')}
              onConfirm={open}
            >
              <Button size="3">{t('scrollBoard.open')}</Button>
            </ConfirmDialog>
          ) : (
            <Button size="3" onClick={open}>
              {t('scrollBoard.open')}
            </Button>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
