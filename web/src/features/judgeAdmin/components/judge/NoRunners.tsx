import { Box, Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';

/** The empty state: how to start a runner against this server. */
export function NoRunners() {
  const { t } = useTranslation();
  const command = `JUDGE_SERVER_URL=${window.location.origin} JUDGE_TOKEN=<token> npm run judge`;
  return (
    <Flex direction="column" gap="3" align="start" py="2">
      <Heading as="h2" size="4">
        {t('judgeAdmin.judge.emptyTitle')}
      </Heading>
      <Text size="2">{t('judgeAdmin.judge.emptyText')}</Text>
      <Box asChild width="100%">
        <pre className="command-block">
          <code>{command}</code>
        </pre>
      </Box>
      <Text size="2" color="gray">
        {t('judgeAdmin.judge.emptyToken')}
      </Text>
    </Flex>
  );
}
