import { ApplyPublicProgress } from '@oj/events/vocabulary';
import { Badge, Button, Card, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { ErrorCallout } from '@/components/ErrorCallout';
import { showMessage } from '@/lib/notices';
import { useApiQuery } from '@/lib/query';
import { answerPublicApplication, getAdminProblemList } from '../api/getAdminProblemList';

/**
 * Spec 03 §2.9 "group-problem list and change-progress": group problems whose group asked for them to
 * join the public problem set, each with its group, accepted or refused here. Hidden when there are none.
 */
export function PublicApplications({ onAnswered }: { onAnswered: () => void }) {
  const { t } = useTranslation();
  const read = useApiQuery(['admin', 'problems', 'publicApplications'], (signal) =>
    getAdminProblemList(
      { keyword: '', currentPage: 1, limit: 100, applyPublicProgress: ApplyPublicProgress.applying },
      signal,
    ),
  );
  const answer = (pid: number, progress: 2 | 3) =>
    void answerPublicApplication(pid, progress).then(
      () => {
        showMessage('success', t('groupContent.updated'));
        read.reload();
        onAnswered();
      },
      () => undefined,
    );
  if (read.error) return <ErrorCallout title={t('groupContent.loadError')} error={read.error} />;
  const rows = read.data?.records ?? [];
  if (rows.length === 0) return null;
  return (
    <Card size="2">
      <Flex direction="column" gap="3">
        <Heading size="3">{t('groupContent.applications.title')}</Heading>
        <Table.Root size="1">
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.pid}>
                <Table.Cell>{row.problemId}</Table.Cell>
                <Table.Cell>
                  <Text>{row.title}</Text>
                </Table.Cell>
                <Table.Cell>
                  <Badge variant="soft">{row.groupName}</Badge>
                </Table.Cell>
                <Table.Cell align="right">
                  <Flex gap="2" justify="end">
                    <Button size="1" onClick={() => answer(row.pid, 2)}>
                      {t('groupContent.applications.accept')}
                    </Button>
                    <Button size="1" color="red" variant="soft" onClick={() => answer(row.pid, 3)}>
                      {t('groupContent.applications.refuse')}
                    </Button>
                  </Flex>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Flex>
    </Card>
  );
}
