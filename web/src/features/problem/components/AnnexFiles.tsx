import { Button, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { FileIcon } from '@/components/icons';

/** The files a submitted program finds beside it (the annex tab): each can be read here or saved. */
export function AnnexFiles({ files }: { files: Record<string, string> }) {
  const { t } = useTranslation();
  const save = (name: string, content: string) => {
    const url = URL.createObjectURL(new Blob([content], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <Flex direction="column" gap="3">
      <Text size="2" color="gray">
        {t('problem.annexHint')}
      </Text>
      {Object.entries(files).map(([name, content]) => (
        <details key={name} className="fold">
          <summary>
            <FileIcon size={14} />
            <Text size="2" weight="medium" className="mono">
              {name}
            </Text>
            <Text size="1" color="gray" className="numeric">
              {t('problem.bytes', { count: new Blob([content]).size })}
            </Text>
            <Button
              size="1"
              variant="soft"
              ml="auto"
              onClick={(event) => {
                event.preventDefault(); // a click in the summary would also fold it
                save(name, content);
              }}
            >
              {t('problem.download')}
            </Button>
          </summary>
          <pre className="sample-text annex-text">{content}</pre>
        </details>
      ))}
    </Flex>
  );
}
