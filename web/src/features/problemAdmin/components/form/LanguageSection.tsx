import {
  Button,
  Callout,
  Card,
  Checkbox,
  Flex,
  Grid,
  Heading,
  Switch,
  Text,
  TextArea,
} from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { WarningIcon } from '@/components/icons';
import { fieldId, type SectionProps } from './sectionProps';

/** Which languages the problem accepts, and a starting code per language if wanted. */
export function LanguageSection({
  form,
  update,
  errorOf,
  allLanguages,
}: SectionProps & { allLanguages: string[] }) {
  const { t } = useTranslation();
  const error = errorOf('languages');
  // Languages the problem names but the judge no longer lists stay visible, so they can be unticked.
  const offered = [...allLanguages, ...form.languages.filter((name) => !allLanguages.includes(name))];
  const toggle = (language: string, on: boolean) =>
    update((draft) => {
      draft.languages = on
        ? offered.filter((name) => name === language || draft.languages.includes(name))
        : draft.languages.filter((name) => name !== language);
    });
  return (
    <Card size="3">
      <Flex justify="between" align="center" mb="3" gap="2" wrap="wrap">
        <Heading as="h2" size="4">
          {t('problemAdmin.form.languages')}
        </Heading>
        <Flex gap="2">
          <Button
            type="button"
            size="1"
            variant="soft"
            onClick={() =>
              update((draft) => {
                draft.languages = [...offered];
              })
            }
          >
            {t('problemAdmin.form.allLanguages')}
          </Button>
          <Button
            type="button"
            size="1"
            variant="soft"
            color="gray"
            onClick={() =>
              update((draft) => {
                draft.languages = [];
              })
            }
          >
            {t('problemAdmin.form.noLanguages')}
          </Button>
        </Flex>
      </Flex>
      {allLanguages.length === 0 ? (
        <Callout.Root color="amber" size="1" mb="3">
          <Callout.Icon>
            <WarningIcon />
          </Callout.Icon>
          <Callout.Text>{t('problemAdmin.form.languagesUnavailable')}</Callout.Text>
        </Callout.Root>
      ) : null}
      <Flex direction="column" gap="2" id={fieldId('languages')}>
        <Grid columns={{ initial: '2', sm: '3', md: '5' }} gap="2">
          {offered.map((language) => (
            <Text as="label" size="2" key={language}>
              <Flex gap="2" align="center">
                <Checkbox
                  checked={form.languages.includes(language)}
                  onCheckedChange={(checked) => toggle(language, checked === true)}
                />
                {language}
              </Flex>
            </Text>
          ))}
        </Grid>
        {error ? (
          <Text size="1" color="red" role="alert">
            {error}
          </Text>
        ) : null}
      </Flex>
      <Heading as="h3" size="3" mt="5" mb="2">
        {t('problemAdmin.form.codeTemplates')}
      </Heading>
      <Text as="p" size="2" color="gray" mb="3">
        {t('problemAdmin.form.codeTemplatesHint')}
      </Text>
      <Grid columns={{ initial: '2', sm: '3', md: '5' }} gap="2" mb="3">
        {form.languages.map((language) => {
          const template = form.templates[language] ?? { enabled: false, code: '' };
          return (
            <Text as="label" size="2" key={language}>
              <Flex gap="2" align="center">
                <Switch
                  size="1"
                  checked={template.enabled}
                  onCheckedChange={(on) =>
                    update((draft) => {
                      draft.templates[language] = { code: template.code, enabled: on };
                    })
                  }
                />
                {language}
              </Flex>
            </Text>
          );
        })}
      </Grid>
      <Flex direction="column" gap="3">
        {form.languages.map((language) => {
          const template = form.templates[language];
          if (!template?.enabled) return null;
          const templateError = errorOf(`templates.${language}`);
          return (
            <Flex key={language} direction="column" gap="1" id={fieldId(`templates.${language}`)}>
              <Text as="label" htmlFor={`${fieldId(`templates.${language}`)}-code`} size="2" weight="medium">
                {t('problemAdmin.form.templateFor', { language })}
              </Text>
              <TextArea
                id={`${fieldId(`templates.${language}`)}-code`}
                className="mono"
                rows={6}
                value={template.code}
                color={templateError ? 'red' : undefined}
                onChange={(event) => {
                  const code = event.target.value;
                  update((draft) => {
                    draft.templates[language] = { enabled: true, code };
                  });
                }}
              />
              {templateError ? (
                <Text size="1" color="red" role="alert">
                  {templateError}
                </Text>
              ) : null}
            </Flex>
          );
        })}
      </Flex>
    </Card>
  );
}
