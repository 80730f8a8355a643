import { Button, Card, Flex, Grid, Heading, IconButton, Text, TextArea } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { PlusIcon, TrashIcon } from '@/components/icons';
import { MarkdownField } from './MarkdownField';
import { fieldId, type SectionProps } from './sectionProps';

type StatementKey = 'description' | 'input' | 'output' | 'hint';

/** The statement in Markdown, and the examples shown with it. */
export function StatementSection({ form, update, errorOf, uploads }: SectionProps) {
  const { t } = useTranslation();
  const markdown = (name: StatementKey, rows?: number) => (
    <MarkdownField
      field={name}
      label={t(`problemAdmin.form.${name}`)}
      value={form[name]}
      rows={rows}
      error={errorOf(name)}
      uploads={uploads}
      onChange={(value) =>
        update((draft) => {
          draft[name] = value;
        })
      }
    />
  );
  return (
    <Card size="3">
      <Heading as="h2" size="4" mb="4">
        {t('problemAdmin.form.statement')}
      </Heading>
      <Flex direction="column" gap="4">
        {markdown('description', 8)}
        <Grid columns={{ initial: '1', md: '2' }} gap="4">
          {markdown('input', 4)}
          {markdown('output', 4)}
        </Grid>
        <Flex direction="column" gap="3">
          <Text size="2" weight="medium">
            {t('problemAdmin.form.examples')}
          </Text>
          {form.examples.map((example, index) => {
            const error = errorOf(`examples.${index}`);
            return (
              <Flex
                // biome-ignore lint/suspicious/noArrayIndexKey: examples have no identity but their place.
                key={index}
                direction="column"
                gap="1"
                id={fieldId(`examples.${index}`)}
                className="form-row"
              >
                <Flex justify="between" align="center">
                  <Text size="1" color="gray" weight="medium">
                    {t('problemAdmin.form.exampleNumber', { number: index + 1 })}
                  </Text>
                  <IconButton
                    type="button"
                    size="1"
                    variant="ghost"
                    color="red"
                    aria-label={t('problemAdmin.form.removeExample', { number: index + 1 })}
                    onClick={() =>
                      update((draft) => {
                        draft.examples.splice(index, 1);
                      })
                    }
                  >
                    <TrashIcon />
                  </IconButton>
                </Flex>
                <Grid columns={{ initial: '1', sm: '2' }} gap="2">
                  <TextArea
                    className="mono"
                    rows={3}
                    value={example.input}
                    placeholder={t('problemAdmin.form.exampleInput')}
                    aria-label={t('problemAdmin.form.exampleInputOf', { number: index + 1 })}
                    color={error ? 'red' : undefined}
                    onChange={(event) => {
                      const value = event.target.value;
                      update((draft) => {
                        const row = draft.examples[index];
                        if (row) row.input = value;
                      });
                    }}
                  />
                  <TextArea
                    className="mono"
                    rows={3}
                    value={example.output}
                    placeholder={t('problemAdmin.form.exampleOutput')}
                    aria-label={t('problemAdmin.form.exampleOutputOf', { number: index + 1 })}
                    color={error ? 'red' : undefined}
                    onChange={(event) => {
                      const value = event.target.value;
                      update((draft) => {
                        const row = draft.examples[index];
                        if (row) row.output = value;
                      });
                    }}
                  />
                </Grid>
                {error ? (
                  <Text size="1" color="red" role="alert">
                    {error}
                  </Text>
                ) : null}
              </Flex>
            );
          })}
          <div>
            <Button
              type="button"
              variant="soft"
              onClick={() =>
                update((draft) => {
                  draft.examples.push({ input: '', output: '' });
                })
              }
            >
              <PlusIcon />
              {t('problemAdmin.form.addExample')}
            </Button>
          </div>
        </Flex>
        {markdown('hint', 4)}
      </Flex>
    </Card>
  );
}
