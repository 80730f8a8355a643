import { Skeleton, Table, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { ErrorCallout } from '@/components/ErrorCallout';
import { useApiQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { formatDateTime } from '@/lib/time';
import { getContestRegistrations } from '../api/getContestRegistrations';
import { useContestView } from '../hooks/contestContext';

/** /contest/:cid/registrations (the contest's admins): who registered, with the confirm info they gave. */
export function ContestRegistrations() {
  const { t } = useTranslation();
  const { contest } = useContestView();
  const { data, error } = useApiQuery(queryKeys.contestRegistrations(contest.id), (signal) =>
    getContestRegistrations(contest.id, signal),
  );
  if (error && !data) return <ErrorCallout title={t('contest.registrations.loadError')} error={error} />;
  if (!data) return <Skeleton height="160px" />;
  if (data.length === 0) return <Text color="gray">{t('contest.registrations.empty')}</Text>;
  return (
    <div className="contest-table-scroll">
      <Table.Root variant="surface" size="1" className="contest-registrations">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>{t('contest.registrations.username')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('contest.enter.realname')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('contest.enter.school')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('contest.enter.class')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('contest.enter.gender')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('contest.registrations.at')}</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {data.map(({ uid, username, registeredAt, profile }) => (
            <Table.Row key={uid} data-uid={uid}>
              <Table.RowHeaderCell>{username}</Table.RowHeaderCell>
              <Table.Cell>{profile?.realname ?? '-'}</Table.Cell>
              <Table.Cell>{profile?.school ?? '-'}</Table.Cell>
              <Table.Cell>{profile ? t(`contest.enter.classes.${profile.number}`) : '-'}</Table.Cell>
              <Table.Cell>{profile ? t(`contest.enter.${profile.gender}`) : '-'}</Table.Cell>
              <Table.Cell className="numeric">{formatDateTime(registeredAt)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </div>
  );
}
