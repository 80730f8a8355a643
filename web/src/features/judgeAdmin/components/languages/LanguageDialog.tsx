import { type LanguageFormFields, languageForm, languageLimits } from '@oj/events/contracts';
import { Button, Dialog, Flex, Grid, Heading, Switch, Text, TextArea, TextField } from '@radix-ui/themes';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/Field';
import { useSchemaForm } from '@/lib/useForm';
import type { Language } from '../../api/languageSchema';
import { languageToForm, newLanguageForm } from '../../model/languageForm';
import { CommandField } from './CommandField';
import { PlaceholderHelp } from './PlaceholderHelp';

interface LanguageDialogProps {
  open: boolean;
  /** The language shown; undefined to add one. */
  language: Language | undefined;
  /** Every language, for a new one's place in the list. */
  languages: readonly Language[];
  /** Other admins see the settings without changing them. */
  readOnly: boolean;
  onOpenChange: (open: boolean) => void;
  /** Saves; throws when the server refused (the request layer has shown why). */
  onSave: (language: Language) => Promise<void>;
}

/** One language's settings: names and files, the compile and run commands, and the limits. */
export function LanguageDialog({
  open,
  language,
  languages,
  readOnly,
  onOpenChange,
  onSave,
}: LanguageDialogProps) {
  const { t } = useTranslation();
  const title = !language
    ? t('judgeAdmin.languages.newTitle')
    : readOnly
      ? t('judgeAdmin.languages.viewTitle', { name: language.name })
      : t('judgeAdmin.languages.editTitle', { name: language.name });
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="760px">
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          {t('judgeAdmin.languages.dialogHint')}
        </Dialog.Description>
        {/* Mounted per opening, so the fields start from the language each time. */}
        {open ? (
          <LanguageFields
            language={language}
            languages={languages}
            readOnly={readOnly}
            onSave={onSave}
            onClose={() => onOpenChange(false)}
          />
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function LanguageFields({
  language,
  languages,
  readOnly,
  onSave,
  onClose,
}: Pick<LanguageDialogProps, 'language' | 'languages' | 'readOnly' | 'onSave'> & { onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const form = useSchemaForm(languageForm, language ? languageToForm(language) : newLanguageForm(languages));
  const compiled = form.value('compiled');
  const forCheckers = form.value('forCheckers');
  /** A text field's id, its binding and its error colour; read-only for admins who only look. */
  const text = (field: TextFieldName) => ({
    id: `${id}-${field}`,
    readOnly,
    color: form.message(field) ? ('red' as const) : undefined,
    'aria-invalid': form.message(field) ? true : undefined,
    ...form.input(field),
  });
  const field = (name: TextFieldName, hint?: ReactNode) => ({
    label: t(`judgeAdmin.languages.${name}`),
    htmlFor: `${id}-${name}`,
    hint,
    error: form.message(name),
  });

  const submit = form.handleSubmit(async (checked) => {
    if (readOnly) return;
    try {
      await onSave(checked);
    } catch {
      // the request layer has shown why; the dialog stays open to fix it
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="5">
        <Section title={t('judgeAdmin.languages.basics')}>
          <Grid columns={{ initial: '1', sm: '2' }} gap="3">
            <Field {...field('name', language ? t('judgeAdmin.languages.nameHint') : undefined)}>
              <TextField.Root
                {...text('name')}
                readOnly={readOnly || language !== undefined}
                maxLength={languageLimits.nameMaxLength}
              />
            </Field>
            <Field {...field('description')} label={t('judgeAdmin.languages.languageDescription')}>
              <TextField.Root {...text('description')} maxLength={languageLimits.descriptionMaxLength} />
            </Field>
            <Field {...field('contentType', t('judgeAdmin.languages.contentTypeHint'))}>
              <TextField.Root
                {...text('contentType')}
                maxLength={languageLimits.contentTypeMaxLength}
                list={`${id}-modes`}
              />
              <datalist id={`${id}-modes`}>
                {['text/x-csrc', 'text/x-c++src', 'text/x-java', 'text/x-python'].map((mode) => (
                  <option key={mode} value={mode} />
                ))}
              </datalist>
            </Field>
            <Field {...field('seq', t('judgeAdmin.languages.seqHint'))}>
              <TextField.Root {...text('seq')} inputMode="numeric" />
            </Field>
          </Grid>
        </Section>

        <Section title={t('judgeAdmin.languages.files')}>
          <Grid columns={{ initial: '1', sm: '2' }} gap="3">
            <Field {...field('sourceFile', t('judgeAdmin.languages.sourceFileHint'))}>
              <TextField.Root {...text('sourceFile')} className="command-input" spellCheck={false} />
            </Field>
            <Field {...field('exeFile', t('judgeAdmin.languages.exeFileHint'))}>
              <TextField.Root {...text('exeFile')} className="command-input" spellCheck={false} />
            </Field>
          </Grid>
        </Section>

        <Section title={t('judgeAdmin.languages.commands')}>
          <PlaceholderHelp />
          <Text as="label" size="2">
            <Flex gap="2" align="center">
              <Switch checked={compiled.value} disabled={readOnly} onCheckedChange={compiled.onChange} />
              {t('judgeAdmin.languages.compiled')}
            </Flex>
          </Text>
          {compiled.value ? (
            <>
              <CommandField
                {...field('compileLine')}
                line={form.watch('compileLine')}
                input={text('compileLine')}
              />
              <Grid columns={{ initial: '1', sm: '2' }} gap="3">
                <Field {...field('compileCpuMs')}>
                  <TextField.Root {...text('compileCpuMs')} inputMode="numeric" />
                </Field>
                <Field {...field('compileMemoryMb')}>
                  <TextField.Root {...text('compileMemoryMb')} inputMode="decimal" />
                </Field>
              </Grid>
            </>
          ) : null}
          <CommandField {...field('runLine')} line={form.watch('runLine')} input={text('runLine')} />
        </Section>

        <Section title={t('judgeAdmin.languages.limits')}>
          <Grid columns={{ initial: '1', sm: '2' }} gap="3">
            <Field {...field('limitFactor', t('judgeAdmin.languages.limitFactorHint'))}>
              <TextField.Root {...text('limitFactor')} inputMode="numeric" />
            </Field>
            <Field {...field('pids', t('judgeAdmin.languages.pidsHint'))}>
              <TextField.Root {...text('pids')} inputMode="numeric" />
            </Field>
          </Grid>
          <Field {...field('binds', t('judgeAdmin.languages.bindsHint'))}>
            <TextArea {...text('binds')} rows={2} className="command-input" spellCheck={false} />
          </Field>
          <Field {...field('outOfMemoryMarkers', t('judgeAdmin.languages.outOfMemoryMarkersHint'))}>
            <TextArea {...text('outOfMemoryMarkers')} rows={2} className="command-input" spellCheck={false} />
          </Field>
          <Text as="label" size="2">
            <Flex gap="2" align="start">
              <Switch
                mt="1"
                checked={forCheckers.value}
                disabled={readOnly}
                onCheckedChange={forCheckers.onChange}
              />
              <Flex direction="column">
                {t('judgeAdmin.languages.usableForCheckers')}
                <Text size="1" color="gray">
                  {t('judgeAdmin.languages.forCheckersHint')}
                </Text>
              </Flex>
            </Flex>
          </Text>
        </Section>

        <Flex gap="3" justify="end" className="dialog-actions">
          {readOnly ? (
            <Button type="button" variant="soft" color="gray" onClick={onClose}>
              {t('judgeAdmin.close')}
            </Button>
          ) : (
            <>
              <Button type="button" variant="soft" color="gray" onClick={onClose}>
                {t('judgeAdmin.cancel')}
              </Button>
              <Button type="submit" loading={form.formState.isSubmitting}>
                {t('judgeAdmin.save')}
              </Button>
            </>
          )}
        </Flex>
      </Flex>
    </form>
  );
}

/** The dialog's fields typed as text (the switches bind apart). */
type TextFieldName = Exclude<keyof LanguageFormFields, 'compiled' | 'forCheckers'>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Flex asChild direction="column" gap="3">
      <section>
        <Heading as="h3" size="3">
          {title}
        </Heading>
        {children}
      </section>
    </Flex>
  );
}
