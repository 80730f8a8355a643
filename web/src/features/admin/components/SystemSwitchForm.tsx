import { Button, Card, Flex, Grid, Heading, Skeleton, Switch, Text, TextField } from '@radix-ui/themes';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCallout } from '@/components/ErrorCallout';
import { showMessage } from '@/lib/notices';
import { useApiQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { getSwitchInfo } from '../api/getSwitchInfo';
import { updateSwitch } from '../api/updateSwitch';
import {
  readLimits,
  type SwitchConfig,
  type SwitchFlag,
  type SwitchLimit,
  switchFlags,
  switchLimits,
} from '../model/switches';

type LimitTexts = Record<SwitchLimit, string>;

const textsOf = (config: SwitchConfig): LimitTexts =>
  Object.fromEntries(switchLimits.map((name) => [name, String(config[name])])) as LimitTexts;

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
  const [config, setConfig] = useState<SwitchConfig>(loaded);
  const [texts, setTexts] = useState<LimitTexts>(() => textsOf(loaded));
  const [invalid, setInvalid] = useState<SwitchLimit[]>([]);
  const [busy, setBusy] = useState(false);

  const setFlag = (name: SwitchFlag, on: boolean) => setConfig({ ...config, [name]: on });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const read = readLimits(texts);
    if (!read.ok) {
      setInvalid(read.invalid);
      return;
    }
    setInvalid([]);
    setBusy(true);
    try {
      await updateSwitch({ ...config, ...read.limits });
      showMessage('success', t('admin.updated'));
      onSaved();
    } catch {
      // the request layer has shown why
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="4">
        <Card size="3">
          <Heading as="h2" size="4" mb="4">
            {t('admin.switch.areas')}
          </Heading>
          <Grid columns={{ initial: '1', sm: '2' }} gapX="6" gapY="3">
            {switchFlags.map((name) => (
              <Flex direction="column" gap="1" key={name}>
                <Text as="label" size="2">
                  <Flex gap="2" align="center" justify="between">
                    {t(`admin.switch.${name}`)}
                    <Switch checked={config[name]} onCheckedChange={(on) => setFlag(name, on)} />
                  </Flex>
                </Text>
                <Text size="1" color="gray">
                  {t(`admin.switch.help.${name}`)}
                </Text>
              </Flex>
            ))}
          </Grid>
        </Card>
        <Card size="3">
          <Heading as="h2" size="4" mb="4">
            {t('admin.switch.limits')}
          </Heading>
          <Grid columns={{ initial: '1', sm: '2' }} gapX="6" gapY="3">
            {switchLimits.map((name) => (
              <Flex direction="column" gap="1" key={name}>
                <Text as="label" size="2" htmlFor={name}>
                  {t(`admin.switch.${name}`)}
                </Text>
                <TextField.Root
                  id={name}
                  inputMode="numeric"
                  value={texts[name]}
                  color={invalid.includes(name) ? 'red' : undefined}
                  aria-invalid={invalid.includes(name) || undefined}
                  onChange={(event) => setTexts({ ...texts, [name]: event.target.value })}
                />
                {invalid.includes(name) ? (
                  <Text size="1" color="red">
                    {t('admin.switch.wholeNumber')}
                  </Text>
                ) : (
                  <Text size="1" color="gray">
                    {t(`admin.switch.help.${name}`)}
                  </Text>
                )}
              </Flex>
            ))}
          </Grid>
        </Card>
        <Flex>
          <Button type="submit" loading={busy}>
            {t('admin.save')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
