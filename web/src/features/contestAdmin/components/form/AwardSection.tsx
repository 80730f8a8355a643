import {
  Badge,
  Button,
  Card,
  Flex,
  Grid,
  Heading,
  IconButton,
  SegmentedControl,
  Text,
  TextField,
} from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/Field';
import { PlusIcon, TrashIcon } from '@/components/icons';
import { type AwardRow, awardTypes, maxAwards, newAwardRow } from '../../model/contestForm';
import { fieldId, type SectionProps } from './sectionProps';

const hexColour = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** Awards: none, a percentage or a count of the ranked contestants per line, each line with its colours. */
export function AwardSection({ form, update, errorOf }: SectionProps) {
  const { t } = useTranslation();
  const percentage = form.awardType === 1;
  const setRow = (i: number, field: keyof AwardRow, value: string) =>
    update((draft) => {
      const row = draft.awards[i];
      if (row) row[field] = value;
    });
  return (
    <Card size="3">
      <Heading as="h2" size="4" mb="4">
        {t('contestAdmin.form.awards')}
      </Heading>
      <Flex direction="column" gap="4">
        <Field
          id={fieldId('awardType')}
          label={t('contestAdmin.form.awardType')}
          hint={t(`contestAdmin.form.awardTypeHint.${form.awardType}`)}
        >
          <SegmentedControl.Root
            value={String(form.awardType)}
            aria-label={t('contestAdmin.form.awardType')}
            onValueChange={(value) =>
              update((draft) => {
                draft.awardType = awardTypes.find((type) => String(type) === value) ?? 0;
              })
            }
          >
            {awardTypes.map((type) => (
              <SegmentedControl.Item key={type} value={String(type)}>
                {t(`contestAdmin.form.awardTypes.${type}`)}
              </SegmentedControl.Item>
            ))}
          </SegmentedControl.Root>
        </Field>
        {form.awardType !== 0 ? (
          <Flex direction="column" gap="3" id={fieldId('awards')}>
            {form.awards.map((row, i) => (
              <AwardRowFields
                // Rows have no id of their own; their place is their identity while the form is open.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                key={i}
                row={row}
                number={i + 1}
                percentage={percentage}
                error={errorOf(`awards.${i}`)}
                onChange={(field, value) => setRow(i, field, value)}
                onRemove={() =>
                  update((draft) => {
                    draft.awards.splice(i, 1);
                  })
                }
              />
            ))}
            {errorOf('awards') ? (
              <Text size="1" color="red" role="alert">
                {errorOf('awards')}
              </Text>
            ) : null}
            <div>
              <Button
                type="button"
                variant="soft"
                disabled={form.awards.length >= maxAwards}
                onClick={() =>
                  update((draft) => {
                    draft.awards.push(newAwardRow(draft.awards));
                  })
                }
              >
                <PlusIcon />
                {t('contestAdmin.form.award.add')}
              </Button>
            </div>
          </Flex>
        ) : null}
      </Flex>
    </Card>
  );
}

interface AwardRowProps {
  row: AwardRow;
  number: number;
  percentage: boolean;
  error: string | undefined;
  onChange: (field: keyof AwardRow, value: string) => void;
  onRemove: () => void;
}

function AwardRowFields({ row, number, percentage, error, onChange, onRemove }: AwardRowProps) {
  const { t } = useTranslation();
  const label = (field: 'priority' | 'name' | 'background' | 'color' | 'percent' | 'count') =>
    t('contestAdmin.form.award.fieldOf', { field: t(`contestAdmin.form.award.${field}`), number });
  const colour = (field: 'background' | 'color') => (
    <Flex direction="column" gap="1" minWidth="0">
      <Text size="1" color="gray">
        {t(`contestAdmin.form.award.${field}`)}
      </Text>
      <Flex gap="2" align="center">
        <input
          type="color"
          className="contest-color-swatch"
          value={hexColour.test(row[field]) && row[field].length === 7 ? row[field] : '#ffffff'}
          aria-label={t('contestAdmin.form.award.pick', {
            field: t(`contestAdmin.form.award.${field}`),
            number,
          })}
          onChange={(event) => onChange(field, event.target.value)}
        />
        <TextField.Root
          value={row[field]}
          aria-label={label(field)}
          style={{ width: 96 }}
          onChange={(event) => onChange(field, event.target.value)}
        />
      </Flex>
    </Flex>
  );
  return (
    <Flex direction="column" gap="2" className="contest-form-row" data-invalid={error ? '' : undefined}>
      <Grid columns={{ initial: '2', sm: '64px 1fr auto auto 110px auto' }} gap="3" align="end">
        <Flex direction="column" gap="1">
          <Text size="1" color="gray">
            {t('contestAdmin.form.award.priority')}
          </Text>
          <TextField.Root
            value={row.priority}
            inputMode="numeric"
            aria-label={label('priority')}
            onChange={(event) => onChange('priority', event.target.value)}
          />
        </Flex>
        <Flex direction="column" gap="1" minWidth="0">
          <Text size="1" color="gray">
            {t('contestAdmin.form.award.name')}
          </Text>
          <TextField.Root
            value={row.name}
            maxLength={50}
            aria-label={label('name')}
            onChange={(event) => onChange('name', event.target.value)}
          />
        </Flex>
        {colour('background')}
        {colour('color')}
        <Flex direction="column" gap="1">
          <Text size="1" color="gray">
            {percentage ? t('contestAdmin.form.award.percent') : t('contestAdmin.form.award.count')}
          </Text>
          <TextField.Root
            value={row.num}
            inputMode="numeric"
            aria-label={label(percentage ? 'percent' : 'count')}
            onChange={(event) => onChange('num', event.target.value)}
          >
            {percentage ? <TextField.Slot side="right">%</TextField.Slot> : null}
          </TextField.Root>
        </Flex>
        <Flex gap="3" align="center" justify="end" height="32px">
          <Badge
            size="2"
            className="contest-award-preview"
            style={{ background: row.background, color: row.color }}
            aria-hidden="true"
          >
            {row.name.trim() || t('contestAdmin.form.award.preview')}
          </Badge>
          <IconButton
            type="button"
            variant="ghost"
            color="red"
            aria-label={t('contestAdmin.form.award.remove', { number })}
            onClick={onRemove}
          >
            <TrashIcon />
          </IconButton>
        </Flex>
      </Grid>
      {error ? (
        <Text size="1" color="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Flex>
  );
}
