import { Button, Card, Flex, Grid, Heading, IconButton, Text, TextArea, TextField } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { PlusIcon, TrashIcon } from '@/components/icons';
import { fieldId, type SectionProps } from './sectionProps';

type FileList = 'userExtraFiles' | 'judgeExtraFiles';

/** Files given to the user's program (and shown as the annex), and files only the checker sees. */
export function ExtraFilesSection(props: SectionProps) {
  const { t } = useTranslation();
  return (
    <Card size="3">
      <Heading as="h2" size="4" mb="4">
        {t('problemAdmin.form.extraFiles')}
      </Heading>
      <Grid columns={{ initial: '1', md: '2' }} gap="5">
        <FileRows {...props} list="userExtraFiles" />
        <FileRows {...props} list="judgeExtraFiles" />
      </Grid>
    </Card>
  );
}

function FileRows({ form, update, errorOf, list }: SectionProps & { list: FileList }) {
  const { t } = useTranslation();
  return (
    <Flex direction="column" gap="3">
      <div>
        <Text as="p" size="2" weight="medium">
          {t(`problemAdmin.form.${list}`)}
        </Text>
        <Text as="p" size="1" color="gray">
          {t(`problemAdmin.form.${list}Hint`)}
        </Text>
      </div>
      {form[list].map((file, index) => {
        const error = errorOf(`${list}.${index}`);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place.
          <Flex key={index} direction="column" gap="1" id={fieldId(`${list}.${index}`)} className="form-row">
            <Flex gap="2" align="center">
              <TextField.Root
                value={file.name}
                placeholder={t('problemAdmin.form.fileName')}
                aria-label={t('problemAdmin.form.fileNameOf', { number: index + 1 })}
                color={error ? 'red' : undefined}
                style={{ flexGrow: 1 }}
                onChange={(event) => {
                  const name = event.target.value;
                  update((draft) => {
                    const row = draft[list][index];
                    if (row) row.name = name;
                  });
                }}
              />
              <IconButton
                type="button"
                variant="ghost"
                color="red"
                aria-label={t('problemAdmin.form.removeFile', { number: index + 1 })}
                onClick={() =>
                  update((draft) => {
                    draft[list].splice(index, 1);
                  })
                }
              >
                <TrashIcon />
              </IconButton>
            </Flex>
            <TextArea
              className="mono"
              rows={4}
              value={file.content}
              placeholder={t('problemAdmin.form.fileContent')}
              aria-label={t('problemAdmin.form.fileContentOf', { number: index + 1 })}
              color={error ? 'red' : undefined}
              onChange={(event) => {
                const content = event.target.value;
                update((draft) => {
                  const row = draft[list][index];
                  if (row) row.content = content;
                });
              }}
            />
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
              draft[list].push({ name: '', content: '' });
            })
          }
        >
          <PlusIcon />
          {t('problemAdmin.form.addFile')}
        </Button>
      </div>
    </Flex>
  );
}
