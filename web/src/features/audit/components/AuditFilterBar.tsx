import { Button, Card, Checkbox, Flex, Grid, Select, Text, TextField } from '@radix-ui/themes';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AGGREGATES, type AuditFilters, isoOfLocalInput, localInputOf } from '../model/auditFilters';

interface AuditFilterBarProps {
  filters: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}

const ANY = 'any';

/** The filters, applied together on submit (each keystroke would query the whole store). */
export function AuditFilterBar({ filters, onApply }: AuditFilterBarProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<AuditFilters>(filters);
  const set = (key: keyof AuditFilters) => (value: string | undefined) =>
    setDraft((current) => ({ ...current, [key]: value || undefined }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const text = (key: 'stream' | 'type' | 'actor' | 'q' | 'contest') => (
    <div>
      <Text as="label" htmlFor={`audit-${key}`} size="1" weight="medium" mb="1" className="audit-label">
        {t(`audit.filters.${key}`)}
      </Text>
      <TextField.Root
        id={`audit-${key}`}
        name={key}
        value={draft[key] ?? ''}
        placeholder={t(`audit.filters.${key}Placeholder`)}
        onChange={(e) => set(key)(e.target.value)}
      />
    </div>
  );
  const time = (key: 'from' | 'to') => (
    <div>
      <Text as="label" htmlFor={`audit-${key}`} size="1" weight="medium" mb="1" className="audit-label">
        {t(`audit.filters.${key}`)}
      </Text>
      <TextField.Root
        id={`audit-${key}`}
        type="datetime-local"
        name={key}
        value={localInputOf(draft[key])}
        onChange={(e) => set(key)(isoOfLocalInput(e.target.value))}
      />
    </div>
  );

  return (
    <Card size="2" asChild>
      <form onSubmit={submit} aria-label={t('audit.title')}>
        <Grid columns={{ initial: '1', sm: '2', md: '4' }} gap="3">
          {text('stream')}
          <div>
            <Text as="div" size="1" weight="medium" mb="1">
              {t('audit.filters.aggregate')}
            </Text>
            <Select.Root
              value={draft.aggregate ?? ANY}
              onValueChange={(v) => set('aggregate')(v === ANY ? undefined : v)}
            >
              <Select.Trigger style={{ width: '100%' }} aria-label={t('audit.filters.aggregate')} />
              <Select.Content>
                <Select.Item value={ANY}>{t('audit.filters.anyAggregate')}</Select.Item>
                {AGGREGATES.map((name) => (
                  <Select.Item key={name} value={name}>
                    {t(`audit.aggregates.${name}`)}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </div>
          {text('type')}
          {text('actor')}
          {time('from')}
          {time('to')}
          {text('q')}
          {text('contest')}
          <Text as="label" size="2">
            <Flex gap="2" align="center" height="100%">
              <Checkbox
                checked={draft.heartbeats === 'true'}
                onCheckedChange={(on) => set('heartbeats')(on === true ? 'true' : undefined)}
              />
              {t('audit.filters.heartbeats')}
            </Flex>
          </Text>
          <Flex gap="2" align="end">
            <Button type="submit">{t('audit.filters.apply')}</Button>
            <Button
              type="button"
              variant="soft"
              color="gray"
              onClick={() => {
                setDraft({});
                onApply({});
              }}
            >
              {t('audit.filters.reset')}
            </Button>
          </Flex>
        </Grid>
      </form>
    </Card>
  );
}
