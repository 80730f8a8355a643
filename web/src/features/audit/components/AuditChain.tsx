import { Button, Flex, Skeleton, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { AdminPageHeader } from '@/components/AdminPageHeader';
import { ErrorCallout } from '@/components/ErrorCallout';
import { useApiQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { getCorrelatedEvents } from '../api/getCorrelatedEvents';
import { AuditEventItem } from './AuditEventItem';

/** ?correlationId=: one request's events and what they caused, oldest first. */
export function AuditChain({ correlationId }: { correlationId: string }) {
  const { t } = useTranslation();
  const chain = useApiQuery(
    queryKeys.auditChain(correlationId),
    (signal) => getCorrelatedEvents(correlationId, { signal }),
    { dropPrevious: true },
  );
  const events = chain.data?.records;
  const error = chain.error;

  return (
    <Flex direction="column" gap="4">
      <AdminPageHeader
        title={t('audit.chain.title')}
        description={t('audit.chain.description', { id: correlationId })}
        actions={
          <Button asChild variant="soft">
            <RouterLink to={{ search: '' }}>{t('audit.chain.back')}</RouterLink>
          </Button>
        }
      />
      {error ? <ErrorCallout title={t('audit.loadError')} error={error} /> : null}
      {!events && !error ? <Skeleton height="120px" /> : null}
      {events?.length === 0 ? <Text color="gray">{t('audit.chain.empty')}</Text> : null}
      <Flex direction="column" gap="2">
        {events?.map((event) => (
          <AuditEventItem key={event.position} event={event} />
        ))}
      </Flex>
    </Flex>
  );
}
