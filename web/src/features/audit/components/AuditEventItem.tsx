import { Badge, Box, Card, Code, DataList, Flex, Heading, Link, Skeleton, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorCallout } from '@/components/ErrorCallout';
import { useApiQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { formatDateTime } from '@/lib/time';
import type { AuditEvent } from '../api/auditEventSchema';
import { getAuditEvent } from '../api/getAuditEvent';
import { aggregateKeyOf } from '../model/auditFilters';
import { AuditDiff } from './AuditDiff';
import { JsonBlock } from './JsonBlock';

const streamSearch = (stream: string) => `?${new URLSearchParams({ stream })}`;
const chainSearch = (correlationId: string) => `?${new URLSearchParams({ correlationId })}`;

/** One event: a summary line that opens onto its data, metadata, diff and causal links. */
export function AuditEventItem({ event, fresh = false }: { event: AuditEvent; fresh?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const actor = event.metadata.actorUsername ?? event.metadata.actorUid ?? t('audit.system');
  return (
    <Card
      size="1"
      className={fresh ? 'audit-item audit-item-fresh' : 'audit-item'}
      data-position={event.position}
    >
      <button
        type="button"
        className="audit-item-summary"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        <Flex gap="2" align="center" wrap="wrap">
          <Badge color="gray" variant="soft">
            #{event.position}
          </Badge>
          <Text weight="bold" className="audit-type">
            {event.type}
          </Text>
          <Code variant="ghost" className="audit-stream">
            {event.stream}
          </Code>
          <Badge variant="outline">{t(`audit.aggregates.${aggregateKeyOf(event.aggregate)}`)}</Badge>
          <Box flexGrow="1" />
          <Text size="1" color="gray">
            {actor} · {formatDateTime(event.time, event.time)}
          </Text>
        </Flex>
      </button>
      {open ? <AuditEventBody event={event} /> : null}
    </Card>
  );
}

function AuditEventBody({ event }: { event: AuditEvent }) {
  const { t } = useTranslation();
  const { data: detail, error } = useApiQuery(
    queryKeys.auditEvent(event.position),
    (signal) => getAuditEvent(event.position, { signal }),
    { dropPrevious: true },
  );
  const { metadata } = event;

  return (
    <Flex direction="column" gap="3" mt="3" className="audit-item-body">
      <Flex gap="3" wrap="wrap">
        <Link asChild size="2">
          <RouterLink to={{ search: chainSearch(metadata.correlationId) }}>
            {t('audit.event.chain')}
          </RouterLink>
        </Link>
        <Link asChild size="2">
          <RouterLink to={{ search: streamSearch(event.stream) }}>
            {t('audit.event.streamHistory')}
          </RouterLink>
        </Link>
      </Flex>
      <DataList.Root size="1" orientation={{ initial: 'vertical', sm: 'horizontal' }}>
        <Meta label={t('audit.event.version')} value={String(event.version)} />
        <Meta
          label={t('audit.event.actor')}
          value={
            metadata.actorUid ? `${metadata.actorUsername ?? '?'} (${metadata.actorUid})` : t('audit.system')
          }
        />
        <Meta label={t('audit.event.ip')} value={metadata.ip ?? '-'} />
        <Meta label={t('audit.event.time')} value={metadata.at} />
        <Meta label={t('audit.event.recordedAt')} value={event.time} />
        <Meta label={t('audit.event.correlationId')} value={metadata.correlationId} />
        <Meta label={t('audit.event.causationId')} value={metadata.causationId ?? '-'} />
      </DataList.Root>
      {event.causedBy ? (
        <Text size="2">
          {t('audit.event.causedBy')}:{' '}
          <Link asChild>
            <RouterLink to={{ search: streamSearch(event.causedBy.stream) }}>
              #{event.causedBy.position} {event.causedBy.type} ({event.causedBy.stream})
            </RouterLink>
          </Link>
        </Text>
      ) : null}
      {error ? <ErrorCallout title={t('audit.event.loadError')} error={error} /> : null}
      {!detail && !error ? <Skeleton height="40px" /> : null}
      {detail?.diff ? (
        <section>
          <Heading as="h3" size="2" mb="2">
            {t('audit.event.diff')}
          </Heading>
          <AuditDiff changes={detail.diff} />
        </section>
      ) : null}
      {detail ? <CausedList caused={detail.caused} /> : null}
      <section>
        <Heading as="h3" size="2" mb="2">
          {t('audit.event.data')}
        </Heading>
        <JsonBlock value={event.data} />
      </section>
    </Flex>
  );
}

function CausedList({ caused }: { caused: AuditEvent[] }) {
  const { t } = useTranslation();
  return (
    <section>
      <Heading as="h3" size="2" mb="2">
        {t('audit.event.caused')}
      </Heading>
      {caused.length === 0 ? (
        <Text size="2" color="gray">
          {t('audit.event.noneCaused')}
        </Text>
      ) : (
        <Flex direction="column" gap="1">
          {caused.map((e) => (
            <Link asChild size="2" key={e.position}>
              <RouterLink to={{ search: streamSearch(e.stream) }}>
                #{e.position} {e.type} ({e.stream})
              </RouterLink>
            </Link>
          ))}
        </Flex>
      )}
    </section>
  );
}

function Meta({ label, value }: { label: string; value: string }) {
  return (
    <DataList.Item>
      <DataList.Label minWidth="120px">{label}</DataList.Label>
      <DataList.Value>
        <Code variant="ghost" className="audit-meta">
          {value}
        </Code>
      </DataList.Value>
    </DataList.Item>
  );
}
