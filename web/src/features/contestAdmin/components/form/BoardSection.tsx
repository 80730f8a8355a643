import { ContestType, SealOption as Seal } from '@oj/events/vocabulary';
import { Card, Flex, Grid, Heading, RadioCards, Select, Text, TextField } from '@radix-ui/themes';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/Field';
import { formatDateMinute } from '@/lib/time';
import {
  durationOf,
  type OiRankScoreType,
  oiRankScoreTypes,
  type RankShowName,
  type RankTimeUnit,
  rankShowNames,
  rankTimeUnits,
  type SealOption,
  sealOptionAllowed,
  sealOptions,
  sealTimeOf,
  withSeal,
} from '../../model/contestForm';
import { SwitchField } from './SwitchField';
import { fieldId, type SectionProps } from './sectionProps';

/** The scoreboard: the seal and its three times, who sees what after the end, names, and the scoring rule. */
export function BoardSection(props: SectionProps) {
  const { form, update, replace } = props;
  const { t } = useTranslation();
  const flag = (name: 'autoRealRank' | 'openRank' | 'allowEndSubmit' | 'openPrint', disabled = false) => (
    <SwitchField
      label={t(`contestAdmin.form.${name}`)}
      hint={t(`contestAdmin.form.${name}Hint`)}
      checked={form[name]}
      disabled={disabled}
      onChange={(checked) =>
        update((draft) => {
          draft[name] = checked;
        })
      }
    />
  );
  return (
    <Card size="3">
      <Heading as="h2" size="4" mb="4">
        {t('contestAdmin.form.board')}
      </Heading>
      <Flex direction="column" gap="4">
        <SwitchField
          label={t('contestAdmin.form.sealRank')}
          hint={t('contestAdmin.form.sealRankHint')}
          checked={form.sealRank}
          onChange={(checked) => replace((current) => withSeal(current, checked))}
        />
        {form.sealRank ? <SealChoices {...props} /> : null}
        <Grid columns={{ initial: '1', sm: '2' }} gap="4">
          {flag('autoRealRank', !form.sealRank)}
          {flag('openRank')}
          {flag('allowEndSubmit')}
          {flag('openPrint')}
        </Grid>
        <Grid columns={{ initial: '1', sm: '2' }} gap="4" align="start">
          <Field id={fieldId('rankShowName')} label={t('contestAdmin.form.rankShowName')}>
            <Select.Root
              value={form.rankShowName}
              onValueChange={(value) =>
                update((draft) => {
                  draft.rankShowName = rankShowNames.find((name) => name === value) ?? 'username';
                })
              }
            >
              <Select.Trigger aria-label={t('contestAdmin.form.rankShowName')} />
              <Select.Content>
                {rankShowNames.map((name: RankShowName) => (
                  <Select.Item key={name} value={name}>
                    {t(`contestAdmin.form.showName.${name}`)}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </Field>
        </Grid>
        <ScoringFields {...props} />
      </Flex>
    </Card>
  );
}

/** Spec 03 section 4: half an hour or an hour before the end (each only if the contest is that long), or the start. */
function SealChoices({ form, update, errorOf }: SectionProps) {
  const { t } = useTranslation();
  const duration = durationOf(form);
  const sealAt = (option: SealOption) => {
    const ms = sealTimeOf({ ...form, sealOption: option });
    return ms === undefined ? '' : formatDateMinute(ms);
  };
  return (
    <Field id={fieldId('sealOption')} label={t('contestAdmin.form.sealOption')} error={errorOf('sealOption')}>
      <RadioCards.Root
        value={String(form.sealOption)}
        columns={{ initial: '1', sm: '3' }}
        size="1"
        aria-label={t('contestAdmin.form.sealOption')}
        onValueChange={(value) =>
          update((draft) => {
            draft.sealOption = sealOptions.find((option) => String(option) === value) ?? Seal.fromStart;
          })
        }
      >
        {sealOptions.map((option) => {
          const allowed = sealOptionAllowed(option, duration);
          return (
            <RadioCards.Item key={option} value={String(option)} disabled={!allowed}>
              <Flex direction="column" width="100%">
                <Text weight="medium">{t(`contestAdmin.form.seal.${option}`)}</Text>
                <Text size="1" color="gray" className="numeric">
                  {allowed ? sealAt(option) : t('contestAdmin.form.seal.tooShort')}
                </Text>
              </Flex>
            </RadioCards.Item>
          );
        })}
      </RadioCards.Root>
    </Field>
  );
}

/** ACM: penalty minutes, compile errors, the time unit. OI: which submission counts. */
function ScoringFields({ form, update, errorOf }: SectionProps) {
  const { t } = useTranslation();
  const id = useId();
  if (form.type === ContestType.oi) {
    return (
      <Grid columns={{ initial: '1', sm: '2' }} gap="4" align="start">
        <Field
          id={fieldId('oiRankScoreType')}
          label={t('contestAdmin.form.oiRankScoreType')}
          hint={t(`contestAdmin.form.oiScore.${form.oiRankScoreType}Hint`)}
        >
          <Select.Root
            value={form.oiRankScoreType}
            onValueChange={(value) =>
              update((draft) => {
                draft.oiRankScoreType = oiRankScoreTypes.find((type) => type === value) ?? 'Recent';
              })
            }
          >
            <Select.Trigger aria-label={t('contestAdmin.form.oiRankScoreType')} />
            <Select.Content>
              {oiRankScoreTypes.map((type: OiRankScoreType) => (
                <Select.Item key={type} value={type}>
                  {t(`contestAdmin.form.oiScore.${type}`)}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Field>
      </Grid>
    );
  }
  return (
    <Grid columns={{ initial: '1', sm: '3' }} gap="4" align="start">
      <Field
        id={fieldId('penaltyTime')}
        label={t('contestAdmin.form.penaltyTime')}
        htmlFor={`${id}-penalty`}
        hint={t('contestAdmin.form.penaltyTimeHint')}
        error={errorOf('penaltyTime')}
      >
        <TextField.Root
          id={`${id}-penalty`}
          value={form.penaltyTime}
          inputMode="numeric"
          color={errorOf('penaltyTime') ? 'red' : undefined}
          aria-invalid={errorOf('penaltyTime') ? true : undefined}
          onChange={(event) => {
            const value = event.target.value;
            update((draft) => {
              draft.penaltyTime = value;
            });
          }}
        >
          <TextField.Slot side="right">{t('contestAdmin.form.minutes')}</TextField.Slot>
        </TextField.Root>
      </Field>
      <Field id={fieldId('rankTimeUnit')} label={t('contestAdmin.form.rankTimeUnit')}>
        <Select.Root
          value={form.rankTimeUnit}
          onValueChange={(value) =>
            update((draft) => {
              draft.rankTimeUnit = rankTimeUnits.find((unit) => unit === value) ?? 'second';
            })
          }
        >
          <Select.Trigger aria-label={t('contestAdmin.form.rankTimeUnit')} />
          <Select.Content>
            {rankTimeUnits.map((unit: RankTimeUnit) => (
              <Select.Item key={unit} value={unit}>
                {t(`contestAdmin.form.timeUnit.${unit}`)}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </Field>
      <Flex pt={{ initial: '0', sm: '5' }}>
        <SwitchField
          label={t('contestAdmin.form.compileErrorPenalty')}
          hint={t('contestAdmin.form.compileErrorPenaltyHint')}
          checked={form.compileErrorPenalty}
          onChange={(checked) =>
            update((draft) => {
              draft.compileErrorPenalty = checked;
            })
          }
        />
      </Flex>
    </Grid>
  );
}
