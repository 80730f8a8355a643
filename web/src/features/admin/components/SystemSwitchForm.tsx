import { siteSwitches } from '@oj/events/contracts';
import { Button, Card, Flex, Grid, Heading, Skeleton, Switch, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { ErrorCallout } from '@/components/ErrorCallout';
import { RegisteredInput } from '@/components/Field';
import { showMessage } from '@/lib/notices';
import { useApiQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { useSchemaForm, type ValueBinding } from '@/lib/useForm';
import { getSwitchInfo } from '../api/getSwitchInfo';
import { updateSwitch } from '../api/updateSwitch';
import { type SwitchConfig, type SwitchFlag, switchFlags, switchLimits } from '../model/switches';

interface SystemSwitchFormProps {
  /** Called after a save, e.g. to reload the site config the rest of the site reads. */
  onSaved: () => void;
}

/** The super admin's switches: which areas are open, and the default limits. */
export function SystemSwitchForm({ onSaved }: SystemSwitchFormProps) {
  const { t } = useTranslation();
  const { data, error } = useApiQuery(queryKeys.switches, getSwitchInfo, { startsForm: true });
  if (error) return <ErrorCallout title={t('admin.switch.loadError')} error={error} />;
  if (!data) return <Skeleton height="360px" />;
  return <SwitchForm loaded={data} onSaved={onSaved} />;
}

/** The form itself, started from the switches as they were read. */
function SwitchForm({ loaded, onSaved }: SystemSwitchFormProps & { loaded: SwitchConfig }) {
  const { t } = useTranslation();
  const form = useSchemaForm(siteSwitches, loaded);
  const submit = form.handleSubmit(async (config) => {
    try {
      await updateSwitch(config);
      showMessage('success', t('admin.updated'));
      onSaved();
    } catch {
      // the request layer has shown why
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="4">
        <Card size="3">
          <Heading as="h2" size="4" mb="4">
            {t('admin.switch.areas')}
          </Heading>
          <Grid columns={{ initial: '1', sm: '2' }} gapX="6" gapY="3">
            {switchFlags.map((name) => (
              <FlagSwitch key={name} name={name} {...form.value(name)} />
            ))}
          </Grid>
        </Card>
        <Card size="3">
          <Heading as="h2" size="4" mb="4">
            {t('admin.switch.limits')}
          </Heading>
          <Grid columns={{ initial: '1', sm: '2' }} gapX="6" gapY="3">
            {switchLimits.map((name) => (
              <RegisteredInput
                key={name}
                label={t(`admin.switch.${name}`)}
                hint={t(`admin.switch.help.${name}`)}
                error={form.message(name)}
                inputMode="numeric"
                {...form.input(name, { number: true })}
              />
            ))}
          </Grid>
        </Card>
        <Flex>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('admin.save')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

/** One area's on/off switch with what it governs. */
function FlagSwitch({ name, value, onChange }: { name: SwitchFlag } & ValueBinding<boolean>) {
  const { t } = useTranslation();
  return (
    <Flex direction="column" gap="1">
      <Text as="label" size="2">
        <Flex gap="2" align="center" justify="between">
          {t(`admin.switch.${name}`)}
          <Switch checked={value} onCheckedChange={onChange} />
        </Flex>
      </Text>
      <Text size="1" color="gray">
        {t(`admin.switch.help.${name}`)}
      </Text>
    </Flex>
  );
}
