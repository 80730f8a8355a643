import {
  Box,
  Card,
  Flex,
  Grid,
  Heading,
  SegmentedControl,
  Text,
  TextArea,
  TextField,
} from '@radix-ui/themes';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/Field';
import { Markdown } from '@/components/Markdown';
import { durationOf, withType } from '../../model/contestForm';
import { SwitchField } from './SwitchField';
import { fieldId, type SectionProps } from './sectionProps';

/** Title, description, times, rule and visibility. */
export function BasicsSection({ form, update, replace, errorOf }: SectionProps) {
  const { t } = useTranslation();
  const id = useId();
  const time = (name: 'startTime' | 'endTime') => (
    <Field
      id={fieldId(name)}
      label={t(`contestAdmin.form.${name}`)}
      htmlFor={`${id}-${name}`}
      error={errorOf(name)}
    >
      <TextField.Root
        id={`${id}-${name}`}
        type="datetime-local"
        value={form[name]}
        color={errorOf(name) ? 'red' : undefined}
        aria-invalid={errorOf(name) ? true : undefined}
        onChange={(event) => {
          const value = event.target.value;
          update((draft) => {
            draft[name] = value;
          });
        }}
      />
    </Field>
  );
  return (
    <Card size="3">
      <Heading as="h2" size="4" mb="4">
        {t('contestAdmin.form.basics')}
      </Heading>
      <Flex direction="column" gap="4">
        <Field
          id={fieldId('title')}
          label={t('contestAdmin.form.title')}
          htmlFor={`${id}-title`}
          error={errorOf('title')}
        >
          <TextField.Root
            id={`${id}-title`}
            value={form.title}
            maxLength={255}
            color={errorOf('title') ? 'red' : undefined}
            aria-invalid={errorOf('title') ? true : undefined}
            onChange={(event) => {
              const value = event.target.value;
              update((draft) => {
                draft.title = value;
              });
            }}
          />
        </Field>
        <DescriptionField
          value={form.description}
          error={errorOf('description')}
          onChange={(value) =>
            update((draft) => {
              draft.description = value;
            })
          }
        />
        <Grid columns={{ initial: '1', sm: '3' }} gap="4" align="start">
          {time('startTime')}
          {time('endTime')}
          <Field id={fieldId('duration')} label={t('contestAdmin.form.duration')}>
            <Text as="div" size="2" className="contest-duration numeric">
              <DurationText ms={durationOf(form)} />
            </Text>
          </Field>
        </Grid>
        <Grid columns={{ initial: '1', sm: '2' }} gap="4" align="start">
          <Field
            id={fieldId('type')}
            label={t('contestAdmin.form.type')}
            hint={t(`contestAdmin.form.typeHint.${form.type}`)}
          >
            <SegmentedControl.Root
              value={String(form.type)}
              onValueChange={(value) => replace((current) => withType(current, value === '1' ? 1 : 0))}
              aria-label={t('contestAdmin.form.type')}
            >
              <SegmentedControl.Item value="0">ACM</SegmentedControl.Item>
              <SegmentedControl.Item value="1">OI</SegmentedControl.Item>
            </SegmentedControl.Root>
          </Field>
          <Box pt={{ initial: '0', sm: '5' }}>
            <SwitchField
              label={t('contestAdmin.form.visible')}
              hint={t('contestAdmin.form.visibleHint')}
              checked={form.visible}
              onChange={(checked) =>
                update((draft) => {
                  draft.visible = checked;
                })
              }
            />
          </Box>
        </Grid>
      </Flex>
    </Card>
  );
}

/** "5 h 30 min", or a dash while a time is missing or the end comes first. */
function DurationText({ ms }: { ms: number | undefined }) {
  const { t } = useTranslation();
  if (ms === undefined || ms <= 0) return <Text color="gray">—</Text>;
  const minutes = Math.floor(ms / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const values = { days, hours, minutes: minutes % 60 };
  return (
    <>
      {days > 0 ? t('contestAdmin.form.durationDays', values) : t('contestAdmin.form.durationHours', values)}
    </>
  );
}

/** The description in Markdown, with a preview as the contest page shows it. */
function DescriptionField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  return (
    <Flex direction="column" gap="1" id={fieldId('description')}>
      <Flex justify="between" align="center" gap="2">
        <Text as="label" htmlFor={id} size="2" weight="medium">
          {t('contestAdmin.form.description')}
        </Text>
        <SegmentedControl.Root
          size="1"
          value={mode}
          onValueChange={(next) => setMode(next === 'preview' ? 'preview' : 'write')}
        >
          <SegmentedControl.Item value="write">{t('contestAdmin.form.write')}</SegmentedControl.Item>
          <SegmentedControl.Item value="preview">{t('contestAdmin.form.preview')}</SegmentedControl.Item>
        </SegmentedControl.Root>
      </Flex>
      {mode === 'write' ? (
        <TextArea
          id={id}
          value={value}
          rows={6}
          resize="vertical"
          color={error ? 'red' : undefined}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <Box className="contest-admin-preview">
          {value.trim() ? (
            <Markdown>{value}</Markdown>
          ) : (
            <Text color="gray">{t('contestAdmin.form.nothingToPreview')}</Text>
          )}
        </Box>
      )}
      {error ? (
        <Text size="1" color="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Flex>
  );
}
