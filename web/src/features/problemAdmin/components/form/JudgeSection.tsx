import {
  Button,
  Callout,
  Card,
  Flex,
  Grid,
  Heading,
  SegmentedControl,
  Select,
  Switch,
  Text,
  TextArea,
  TextField,
} from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/Field';
import { InfoIcon } from '@/components/icons';
import {
  type CheckerLanguage,
  checkerLanguages,
  type JudgeCaseMode,
  type JudgeMode,
  judgeCaseModes,
  judgeModes,
  withType,
} from '../../model/problemForm';
import { CheckerCompile } from './CheckerCompile';
import { fieldId, type SectionProps } from './sectionProps';

type Flag = 'isRemoveEndBlank' | 'openCaseResult' | 'codeShare';
const flags: Flag[] = ['isRemoveEndBlank', 'openCaseResult', 'codeShare'];

/** ACM or OI, how answers are checked, how cases combine, and file input/output. */
export function JudgeSection({ form, update, replace, errorOf, uploads }: SectionProps) {
  const { t } = useTranslation();
  const checkerError = errorOf('checker');
  const ioError = errorOf('ioFiles');
  return (
    <Card size="3">
      <Heading as="h2" size="4" mb="4">
        {t('problemAdmin.form.judging')}
      </Heading>
      <Flex direction="column" gap="4">
        <Grid columns={{ initial: '1', sm: '3' }} gap="4">
          <Field id={fieldId('type')} label={t('problemAdmin.form.type')}>
            <SegmentedControl.Root
              value={String(form.type)}
              onValueChange={(value) => replace((current) => withType(current, value === '1' ? 1 : 0))}
              aria-label={t('problemAdmin.form.type')}
            >
              <SegmentedControl.Item value="0">ACM</SegmentedControl.Item>
              <SegmentedControl.Item value="1">OI</SegmentedControl.Item>
            </SegmentedControl.Root>
          </Field>
          <Field id={fieldId('judgeMode')} label={t('problemAdmin.form.judgeMode')}>
            <Select.Root
              value={form.judgeMode}
              onValueChange={(value) =>
                update((draft) => {
                  draft.judgeMode = judgeModes.find((mode) => mode === value) ?? 'default';
                })
              }
            >
              <Select.Trigger aria-label={t('problemAdmin.form.judgeMode')} />
              <Select.Content>
                {judgeModes.map((mode: JudgeMode) => (
                  <Select.Item key={mode} value={mode}>
                    {t(`problemAdmin.judgeMode.${mode}`)}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </Field>
          <Field id={fieldId('judgeCaseMode')} label={t('problemAdmin.form.judgeCaseMode')}>
            <Select.Root
              value={form.judgeCaseMode}
              onValueChange={(value) =>
                update((draft) => {
                  draft.judgeCaseMode = judgeCaseModes.find((mode) => mode === value) ?? 'default';
                })
              }
            >
              <Select.Trigger aria-label={t('problemAdmin.form.judgeCaseMode')} />
              <Select.Content>
                {judgeCaseModes.map((mode: JudgeCaseMode) => (
                  <Select.Item key={mode} value={mode}>
                    {t(`problemAdmin.caseMode.${mode}`)}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </Field>
        </Grid>
        <Callout.Root color="gray" size="1">
          <Callout.Icon>
            <InfoIcon />
          </Callout.Icon>
          <Callout.Text>
            {t(`problemAdmin.judgeModeHelp.${form.judgeMode}`)}{' '}
            {t(`problemAdmin.caseModeHelp.${form.judgeCaseMode}`)}
          </Callout.Text>
        </Callout.Root>
        {form.judgeMode !== 'default' && form.keptChecker ? (
          <Callout.Root color="blue" size="1">
            <Callout.Icon>
              <InfoIcon />
            </Callout.Icon>
            <Callout.Text>
              {t('problemAdmin.form.keptChecker', {
                count: form.keptChecker.files.length,
                language: form.keptChecker.language,
                protocol: form.keptChecker.protocol,
              })}{' '}
              <Button
                type="button"
                size="1"
                variant="soft"
                onClick={() =>
                  update((draft) => {
                    draft.keptChecker = null;
                  })
                }
              >
                {t('problemAdmin.form.replaceChecker')}
              </Button>
            </Callout.Text>
          </Callout.Root>
        ) : null}
        {form.judgeMode !== 'default' && !form.keptChecker ? (
          <Field
            id={fieldId('checker')}
            label={t(
              form.judgeMode === 'spj' ? 'problemAdmin.form.spjCode' : 'problemAdmin.form.interactorCode',
            )}
            htmlFor="problem-checker"
            hint={t('problemAdmin.form.checkerHint')}
            error={checkerError}
          >
            <Flex direction="column" gap="2">
              <Select.Root
                value={form.checkerLanguage}
                onValueChange={(value) =>
                  update((draft) => {
                    draft.checkerLanguage = checkerLanguages.find((language) => language === value) ?? 'C';
                  })
                }
              >
                <Select.Trigger aria-label={t('problemAdmin.form.checkerLanguage')} style={{ width: 160 }} />
                <Select.Content>
                  {checkerLanguages.map((language: CheckerLanguage) => (
                    <Select.Item key={language} value={language}>
                      {language}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
              <TextArea
                id="problem-checker"
                className="mono"
                rows={10}
                value={form.checkerCode}
                color={checkerError ? 'red' : undefined}
                onChange={(event) => {
                  const value = event.target.value;
                  update((draft) => {
                    draft.checkerCode = value;
                  });
                }}
              />
              <CheckerCompile form={form} update={update} uploads={uploads} />
            </Flex>
          </Field>
        ) : null}
        <Grid columns={{ initial: '1', sm: '3' }} gap="3">
          {flags.map((flag) => (
            <Text as="label" size="2" key={flag}>
              <Flex gap="2" align="center">
                <Switch
                  checked={form[flag]}
                  onCheckedChange={(on) =>
                    update((draft) => {
                      draft[flag] = on;
                    })
                  }
                />
                {t(`problemAdmin.form.${flag}`)}
              </Flex>
            </Text>
          ))}
        </Grid>
        <Flex direction="column" gap="2" id={fieldId('ioFiles')}>
          <Text as="label" size="2">
            <Flex gap="2" align="center">
              <Switch
                checked={form.isFileIO}
                onCheckedChange={(on) =>
                  update((draft) => {
                    draft.isFileIO = on;
                  })
                }
              />
              {t('problemAdmin.form.isFileIO')}
            </Flex>
          </Text>
          {form.isFileIO ? (
            <Grid columns={{ initial: '1', sm: '2' }} gap="3">
              <TextField.Root
                value={form.ioReadFileName}
                placeholder={t('problemAdmin.form.ioReadFileName')}
                aria-label={t('problemAdmin.form.ioReadFileName')}
                color={ioError ? 'red' : undefined}
                onChange={(event) => {
                  const value = event.target.value;
                  update((draft) => {
                    draft.ioReadFileName = value;
                  });
                }}
              />
              <TextField.Root
                value={form.ioWriteFileName}
                placeholder={t('problemAdmin.form.ioWriteFileName')}
                aria-label={t('problemAdmin.form.ioWriteFileName')}
                color={ioError ? 'red' : undefined}
                onChange={(event) => {
                  const value = event.target.value;
                  update((draft) => {
                    draft.ioWriteFileName = value;
                  });
                }}
              />
            </Grid>
          ) : null}
          {ioError ? (
            <Text size="1" color="red" role="alert">
              {ioError}
            </Text>
          ) : null}
        </Flex>
      </Flex>
    </Card>
  );
}
