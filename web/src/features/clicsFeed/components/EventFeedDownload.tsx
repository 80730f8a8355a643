import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadEventFeed } from '../api/downloadEventFeed';

/** The contest page's "Event feed" section for contest admins: the CLICS feed as a file. */
export function EventFeedDownload({ cid }: { cid: number }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadEventFeed(cid);
    } catch {
      // apiDownload has shown the reason already.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card mt="3">
      <Flex direction="column" gap="2">
        <Heading size="3">{t('clicsFeed.title')}</Heading>
        <Text size="2" color="gray">
          {t('clicsFeed.downloadHint')}
        </Text>
        <Flex>
          <Button onClick={() => void download()} loading={busy}>
            {t('clicsFeed.download')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
