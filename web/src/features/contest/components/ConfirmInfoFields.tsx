import { type ContestProfile, contestClasses } from '@oj/events/contracts';
import { Flex, RadioGroup, Select, TextField } from '@radix-ui/themes';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/Field';

/** The confirm-info form of a protected contest (spec 02): real name, school, class and gender. */
export function ConfirmInfoFields({ form }: { form: UseFormReturn<ContestProfile> }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const missing = t('contest.enter.confirmInfoMissing');
  return (
    <Flex direction="column" gap="3">
      <Field
        label={t('contest.enter.realname')}
        htmlFor="contest-realname"
        error={errors.realname && missing}
      >
        <TextField.Root id="contest-realname" autoComplete="name" {...form.register('realname')} />
      </Field>
      <Field label={t('contest.enter.school')} htmlFor="contest-school" error={errors.school && missing}>
        <TextField.Root id="contest-school" autoComplete="organization" {...form.register('school')} />
      </Field>
      <Field label={t('contest.enter.class')} htmlFor="contest-class" error={errors.number && missing}>
        <Controller
          control={form.control}
          name="number"
          render={({ field }) => (
            <Select.Root value={field.value} onValueChange={field.onChange}>
              <Select.Trigger id="contest-class" placeholder={t('contest.enter.classPlaceholder')} />
              <Select.Content>
                {contestClasses.map((value) => (
                  <Select.Item key={value} value={value}>
                    {t(`contest.enter.classes.${value}`)}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          )}
        />
      </Field>
      <Field label={t('contest.enter.gender')} error={errors.gender && missing}>
        <Controller
          control={form.control}
          name="gender"
          render={({ field }) => (
            <RadioGroup.Root
              value={field.value}
              onValueChange={field.onChange}
              orientation="horizontal"
              aria-label={t('contest.enter.gender')}
            >
              <Flex gap="4">
                <RadioGroup.Item value="male">{t('contest.enter.male')}</RadioGroup.Item>
                <RadioGroup.Item value="female">{t('contest.enter.female')}</RadioGroup.Item>
              </Flex>
            </RadioGroup.Root>
          )}
        />
      </Field>
    </Flex>
  );
}
