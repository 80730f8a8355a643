import { Card, Grid, Heading, Select, TextField } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/Field';
import { difficultyKey, difficultyLevels } from '@/lib/difficulty';
import { authKey, type ProblemAuth, problemAuths } from '../../model/problemForm';
import { RemoteFields } from './RemoteFields';
import { fieldId, type SectionProps } from './sectionProps';
import { TagPicker } from './TagPicker';

type TextKey =
  | 'problemId'
  | 'title'
  | 'author'
  | 'source'
  | 'timeLimit'
  | 'memoryLimit'
  | 'stackLimit'
  | 'outputLimit';

/** Identity, limits, level, visibility and tags. */
export function BasicsSection({
  form,
  update,
  errorOf,
  knownTags,
  idPrefix,
}: SectionProps & { knownTags: string[]; idPrefix?: string }) {
  const { t } = useTranslation();
  const text = (
    name: TextKey,
    options: { numeric?: boolean; placeholder?: string; prefix?: string } = {},
  ) => (
    <Field
      id={fieldId(name)}
      label={t(`problemAdmin.form.${name}`)}
      htmlFor={`problem-${name}`}
      error={errorOf(name)}
    >
      <TextField.Root
        id={`problem-${name}`}
        value={form[name]}
        inputMode={options.numeric ? 'numeric' : undefined}
        placeholder={options.placeholder}
        color={errorOf(name) ? 'red' : undefined}
        aria-invalid={errorOf(name) ? true : undefined}
        onChange={(event) => {
          const value = event.target.value;
          update((draft) => {
            draft[name] = value;
          });
        }}
      >
        {options.prefix ? (
          <TextField.Slot className="problem-id-prefix" data-testid="problem-id-prefix">
            {options.prefix}
          </TextField.Slot>
        ) : null}
      </TextField.Root>
    </Field>
  );
  return (
    <Card size="3">
      <Heading as="h2" size="4" mb="4">
        {t('problemAdmin.form.basics')}
      </Heading>
      <Grid columns={{ initial: '1', sm: '2' }} gap="4">
        {text('problemId', { placeholder: t('problemAdmin.form.problemIdPlaceholder'), prefix: idPrefix })}
        {text('title')}
        {text('author')}
        {text('source')}
      </Grid>
      <Grid columns={{ initial: '1', xs: '2', sm: '4' }} gap="4" mt="4">
        {text('timeLimit', { numeric: true })}
        {text('memoryLimit', { numeric: true })}
        {text('stackLimit', { numeric: true })}
        {text('outputLimit', { numeric: true })}
      </Grid>
      <Grid columns={{ initial: '1', sm: '2' }} gap="4" mt="4">
        <Field id={fieldId('difficulty')} label={t('problemAdmin.form.difficulty')}>
          <Select.Root
            value={String(form.difficulty)}
            onValueChange={(value) =>
              update((draft) => {
                draft.difficulty = Number(value);
              })
            }
          >
            <Select.Trigger aria-label={t('problemAdmin.form.difficulty')} />
            <Select.Content>
              {difficultyLevels.map((level) => (
                <Select.Item key={level} value={String(level)}>
                  {level} · {t(`difficulty.${difficultyKey(level)}`)}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Field>
        <Field id={fieldId('auth')} label={t('problemAdmin.form.auth')}>
          <Select.Root
            value={String(form.auth)}
            onValueChange={(value) =>
              update((draft) => {
                draft.auth = problemAuths.find((auth) => String(auth) === value) ?? 1;
              })
            }
          >
            <Select.Trigger aria-label={t('problemAdmin.form.auth')} />
            <Select.Content>
              {problemAuths.map((auth: ProblemAuth) => (
                <Select.Item key={auth} value={String(auth)}>
                  {t(`problemAdmin.auth.${authKey[auth]}`)}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Field>
      </Grid>
      <RemoteFields form={form} update={update} errorOf={errorOf} />
      <TagPicker
        tags={form.tags}
        known={knownTags}
        onChange={(tags) =>
          update((draft) => {
            draft.tags = tags;
          })
        }
      />
    </Card>
  );
}
