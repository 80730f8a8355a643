import { Button, Dialog, Flex, Grid, Heading, Switch, Text, TextArea, TextField } from '@radix-ui/themes';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../api/languageSchema';
import {
  checkLanguageForm,
  type LanguageField,
  type LanguageForm,
  languageToForm,
  newLanguageForm,
} from '../../model/languageForm';
import { CommandField } from './CommandField';
import { Field } from './Field';
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
  const [form, setForm] = useState<LanguageForm>(() =>
    language ? languageToForm(language) : newLanguageForm(languages),
  );
  // Errors show once a save was tried, then follow the typing.
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const checked = checkLanguageForm(form);
  const errors = tried && !checked.ok ? checked.errors : {};
  const set = <K extends LanguageField>(field: K, value: LanguageForm[K]) =>
    setForm((current) => ({ ...current, [field]: value }));
  const text = (field: Exclude<LanguageField, 'compiled' | 'forCheckers'>) => ({
    id: `${id}-${field}`,
    value: form[field],
    readOnly,
    color: errors[field] ? ('red' as const) : undefined,
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (readOnly || !checked.ok) return;
    setBusy(true);
    try {
      await onSave(checked.language);
    } catch {
      // the request layer has shown why; the dialog stays open to fix it
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="5">
        <Section title={t('judgeAdmin.languages.basics')}>
          <Grid columns={{ initial: '1', sm: '2' }} gap="3">
            <Field
              label={t('judgeAdmin.languages.name')}
              htmlFor={`${id}-name`}
              hint={language ? t('judgeAdmin.languages.nameHint') : undefined}
              error={errors.name}
            >
              <TextField.Root
                {...text('name')}
                readOnly={readOnly || language !== undefined}
                maxLength={50}
              />
            </Field>
            <Field
              label={t('judgeAdmin.languages.languageDescription')}
              htmlFor={`${id}-description`}
              error={errors.description}
            >
              <TextField.Root {...text('description')} maxLength={255} />
            </Field>
            <Field
              label={t('judgeAdmin.languages.contentType')}
              htmlFor={`${id}-contentType`}
              hint={t('judgeAdmin.languages.contentTypeHint')}
              error={errors.contentType}
            >
              <TextField.Root {...text('contentType')} maxLength={50} list={`${id}-modes`} />
              <datalist id={`${id}-modes`}>
                {['text/x-csrc', 'text/x-c++src', 'text/x-java', 'text/x-python'].map((mode) => (
                  <option key={mode} value={mode} />
                ))}
              </datalist>
            </Field>
            <Field
              label={t('judgeAdmin.languages.seq')}
              htmlFor={`${id}-seq`}
              hint={t('judgeAdmin.languages.seqHint')}
              error={errors.seq}
            >
              <TextField.Root {...text('seq')} inputMode="numeric" />
            </Field>
          </Grid>
        </Section>

        <Section title={t('judgeAdmin.languages.files')}>
          <Grid columns={{ initial: '1', sm: '2' }} gap="3">
            <Field
              label={t('judgeAdmin.languages.sourceFile')}
              htmlFor={`${id}-sourceFile`}
              hint={t('judgeAdmin.languages.sourceFileHint')}
              error={errors.sourceFile}
            >
              <TextField.Root {...text('sourceFile')} className="command-input" spellCheck={false} />
            </Field>
            <Field
              label={t('judgeAdmin.languages.exeFile')}
              htmlFor={`${id}-exeFile`}
              hint={t('judgeAdmin.languages.exeFileHint')}
              error={errors.exeFile}
            >
              <TextField.Root {...text('exeFile')} className="command-input" spellCheck={false} />
            </Field>
          </Grid>
        </Section>

        <Section title={t('judgeAdmin.languages.commands')}>
          <PlaceholderHelp />
          <Text as="label" size="2">
            <Flex gap="2" align="center">
              <Switch
                checked={form.compiled}
                disabled={readOnly}
                onCheckedChange={(on) => set('compiled', on)}
              />
              {t('judgeAdmin.languages.compiled')}
            </Flex>
          </Text>
          {form.compiled ? (
            <>
              <CommandField
                id={`${id}-compileLine`}
                label={t('judgeAdmin.languages.compileLine')}
                value={form.compileLine}
                readOnly={readOnly}
                error={errors.compileLine}
                onChange={(value) => set('compileLine', value)}
              />
              <Grid columns={{ initial: '1', sm: '2' }} gap="3">
                <Field
                  label={t('judgeAdmin.languages.compileCpuMs')}
                  htmlFor={`${id}-compileCpuMs`}
                  error={errors.compileCpuMs}
                >
                  <TextField.Root {...text('compileCpuMs')} inputMode="numeric" />
                </Field>
                <Field
                  label={t('judgeAdmin.languages.compileMemoryMb')}
                  htmlFor={`${id}-compileMemoryMb`}
                  error={errors.compileMemoryMb}
                >
                  <TextField.Root {...text('compileMemoryMb')} inputMode="decimal" />
                </Field>
              </Grid>
            </>
          ) : null}
          <CommandField
            id={`${id}-runLine`}
            label={t('judgeAdmin.languages.runLine')}
            value={form.runLine}
            readOnly={readOnly}
            error={errors.runLine}
            onChange={(value) => set('runLine', value)}
          />
        </Section>

        <Section title={t('judgeAdmin.languages.limits')}>
          <Grid columns={{ initial: '1', sm: '2' }} gap="3">
            <Field
              label={t('judgeAdmin.languages.limitFactor')}
              htmlFor={`${id}-limitFactor`}
              hint={t('judgeAdmin.languages.limitFactorHint')}
              error={errors.limitFactor}
            >
              <TextField.Root {...text('limitFactor')} inputMode="numeric" />
            </Field>
            <Field
              label={t('judgeAdmin.languages.pids')}
              htmlFor={`${id}-pids`}
              hint={t('judgeAdmin.languages.pidsHint')}
              error={errors.pids}
            >
              <TextField.Root {...text('pids')} inputMode="numeric" />
            </Field>
          </Grid>
          <Field
            label={t('judgeAdmin.languages.binds')}
            htmlFor={`${id}-binds`}
            hint={t('judgeAdmin.languages.bindsHint')}
            error={errors.binds}
          >
            <TextArea {...text('binds')} rows={2} className="command-input" spellCheck={false} />
          </Field>
          <Field
            label={t('judgeAdmin.languages.outOfMemoryMarkers')}
            htmlFor={`${id}-outOfMemoryMarkers`}
            hint={t('judgeAdmin.languages.outOfMemoryMarkersHint')}
            error={errors.outOfMemoryMarkers}
          >
            <TextArea {...text('outOfMemoryMarkers')} rows={2} className="command-input" spellCheck={false} />
          </Field>
          <Text as="label" size="2">
            <Flex gap="2" align="start">
              <Switch
                mt="1"
                checked={form.forCheckers}
                disabled={readOnly}
                onCheckedChange={(on) => set('forCheckers', on)}
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
              <Button type="submit" loading={busy}>
                {t('judgeAdmin.save')}
              </Button>
            </>
          )}
        </Flex>
      </Flex>
    </form>
  );
}

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
