import { mailServerForm, websiteConfig } from '@oj/events/contracts';
import {
  Badge,
  Button,
  Card,
  Flex,
  Grid,
  Heading,
  Skeleton,
  Switch,
  Text,
  TextArea,
  TextField,
} from '@radix-ui/themes';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPageHeader } from '@/components/AdminPageHeader';
import { ErrorCallout } from '@/components/ErrorCallout';
import { LabelledField, RegisteredInput } from '@/components/Field';
import { showMessage } from '@/lib/notices';
import { useApiQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { useSchemaForm } from '@/lib/useForm';
import {
  getMailServer,
  getWebsiteConfig,
  type MailReport,
  type MailServerView,
  sendTestMail,
  setMailServer,
  setWebsiteConfig,
  type WebsiteConfig,
} from '../api/siteConfigApi';

/** /admin/conf (super admin): the site's texts and links, and the mail server with a test mail. */
export function SiteConfigPage({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation();
  const website = useApiQuery(queryKeys.websiteConfig, getWebsiteConfig, { startsForm: true });
  const mail = useApiQuery(queryKeys.mailServer, getMailServer, { startsForm: true });
  return (
    <Flex direction="column" gap="4">
      <AdminPageHeader title={t('siteConfig.title')} description={t('siteConfig.description')} />
      {website.error ? <ErrorCallout title={t('siteConfig.loadError')} error={website.error} /> : null}
      {website.data ? <WebsiteForm loaded={website.data} onSaved={onSaved} /> : <Skeleton height="320px" />}
      {mail.error ? <ErrorCallout title={t('siteConfig.loadError')} error={mail.error} /> : null}
      {mail.loading && mail.data === undefined ? <Skeleton height="280px" /> : null}
      {mail.data !== undefined ? <MailForm loaded={mail.data} /> : null}
    </Flex>
  );
}

const websiteTexts = [
  'name',
  'shortName',
  'baseUrl',
  'email',
  'recordName',
  'recordUrl',
  'projectName',
  'projectUrl',
] as const;

function WebsiteForm({ loaded, onSaved }: { loaded: WebsiteConfig; onSaved: () => void }) {
  const { t } = useTranslation();
  const form = useSchemaForm(websiteConfig, loaded);
  const register = form.value('register');

  const submit = form.handleSubmit(async (config) => {
    try {
      await setWebsiteConfig(config);
      showMessage('success', t('siteConfig.saved'));
      onSaved();
    } catch {
      // the request layer has shown why
    }
  });

  return (
    <Card size="3" asChild>
      <form onSubmit={submit} noValidate aria-label={t('siteConfig.website.title')}>
        <Heading as="h2" size="4" mb="4">
          {t('siteConfig.website.title')}
        </Heading>
        <Grid columns={{ initial: '1', sm: '2' }} gap="3">
          {websiteTexts.map((name) => (
            <RegisteredInput
              key={name}
              label={t(`siteConfig.website.${name}`)}
              error={form.message(name)}
              {...form.input(name)}
            />
          ))}
        </Grid>
        <Flex direction="column" gap="3" mt="3">
          <LabelledField label={t('siteConfig.website.description')} error={form.message('description')}>
            {(id) => <TextArea id={id} rows={3} {...form.input('description')} />}
          </LabelledField>
          <Text as="label" size="2">
            <Flex gap="2" align="center">
              <Switch checked={register.value} onCheckedChange={register.onChange} />
              {t('siteConfig.website.register')}
            </Flex>
          </Text>
          <Flex>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('siteConfig.save')}
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}

const draftOf = (server: MailServerView) => ({
  enabled: server !== null,
  host: server?.host ?? '',
  port: server?.port ?? 465,
  secure: server?.secure ?? true,
  username: server?.username ?? '',
  // The stored password is never sent to the page: empty keeps it.
  password: '',
  from: server?.from ?? '',
});

function MailForm({ loaded }: { loaded: MailServerView }) {
  const { t } = useTranslation();
  const form = useSchemaForm(mailServerForm, draftOf(loaded));
  const enabled = form.value('enabled');
  const secure = form.value('secure');

  const submit = form.handleSubmit(async (server) => {
    try {
      await setMailServer(server);
      showMessage('success', t('siteConfig.saved'));
    } catch {
      // the request layer has shown why
    }
  });

  const input = (name: 'host' | 'port' | 'username' | 'from') => (
    <RegisteredInput
      label={t(`siteConfig.mail.${name}`)}
      error={form.message(name)}
      type={name === 'port' ? 'number' : 'text'}
      disabled={!enabled.value}
      {...form.input(name, { number: name === 'port' })}
    />
  );

  return (
    <Card size="3">
      <form onSubmit={submit} noValidate aria-label={t('siteConfig.mail.title')}>
        <Flex justify="between" align="center" mb="4" gap="3" wrap="wrap">
          <Heading as="h2" size="4">
            {t('siteConfig.mail.title')}
          </Heading>
          <Text as="label" size="2">
            <Flex gap="2" align="center">
              <Switch checked={enabled.value} onCheckedChange={enabled.onChange} />
              {t('siteConfig.mail.enabled')}
            </Flex>
          </Text>
        </Flex>
        {enabled.value ? null : (
          <Text as="p" size="2" color="gray" mb="3">
            {t('siteConfig.mail.heldHint')}
          </Text>
        )}
        <Grid columns={{ initial: '1', sm: '2' }} gap="3">
          {input('host')}
          {input('port')}
          {input('username')}
          <RegisteredInput
            label={t('siteConfig.mail.password')}
            error={form.message('password')}
            type="password"
            autoComplete="new-password"
            disabled={!enabled.value}
            placeholder={loaded?.hasPassword ? t('siteConfig.mail.passwordKept') : ''}
            {...form.input('password')}
          />
          {input('from')}
          <Text as="label" size="2">
            <Flex gap="2" align="center" height="100%">
              <Switch checked={secure.value} disabled={!enabled.value} onCheckedChange={secure.onChange} />
              {t('siteConfig.mail.secure')}
            </Flex>
          </Text>
        </Grid>
        <Flex mt="3">
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('siteConfig.save')}
          </Button>
        </Flex>
      </form>
      <TestMail />
    </Card>
  );
}

/** Sends a test mail through the saved server and shows what it answered. */
function TestMail() {
  const { t } = useTranslation();
  const id = useId();
  const [to, setTo] = useState('');
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<MailReport>();

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setReport(undefined);
    try {
      setReport(await sendTestMail(to.trim()));
    } catch {
      // the request layer has shown why
    } finally {
      setBusy(false);
    }
  };

  const color = { sent: 'green', held: 'amber', failed: 'red' } as const;
  return (
    <form onSubmit={send} noValidate aria-label={t('siteConfig.mail.test')}>
      <Flex direction="column" gap="2" mt="5">
        <Text as="label" htmlFor={id} size="2" weight="medium">
          {t('siteConfig.mail.test')}
        </Text>
        <Flex gap="2" wrap="wrap">
          <TextField.Root
            id={id}
            type="email"
            value={to}
            placeholder="someone@example.com"
            style={{ flexGrow: 1, maxWidth: 360 }}
            onChange={(event) => setTo(event.target.value)}
          />
          <Button type="submit" variant="soft" loading={busy} disabled={!to.trim()}>
            {t('siteConfig.mail.send')}
          </Button>
        </Flex>
        {report ? (
          <Flex gap="2" align="center" wrap="wrap" role="status">
            <Badge color={color[report.outcome]}>{t(`siteConfig.mail.outcomes.${report.outcome}`)}</Badge>
            <Text size="2" className="mail-answer">
              {report.detail}
            </Text>
          </Flex>
        ) : null}
      </Flex>
    </form>
  );
}
