import { Flex, IconButton, Text, Tooltip } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { CopyIcon } from '@/components/icons';
import { copyText } from '@/lib/clipboard';
import { showMessage } from '@/lib/notices';

interface SampleCaseProps {
  index: number;
  input: string;
  output: string;
}

/** One sample: its input and output side by side (one above the other when narrow), each with a copy button. */
export function SampleCase({ index, input, output }: SampleCaseProps) {
  const { t } = useTranslation();
  return (
    <div className="sample-case">
      <SampleBlock title={t('problem.sampleInput', { index })} text={input} />
      <SampleBlock title={t('problem.sampleOutput', { index })} text={output} />
    </div>
  );
}

function SampleBlock({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    const copied = await copyText(text);
    if (copied) showMessage('success', t('problem.copied'));
    else showMessage('error', t('problem.copyFailed'));
  };
  return (
    <Flex direction="column" gap="1" minWidth="0">
      <Flex align="center" gap="2">
        <Text size="2" weight="medium">
          {title}
        </Text>
        <Tooltip content={t('problem.copy')}>
          <IconButton
            size="1"
            variant="ghost"
            color="gray"
            aria-label={`${t('problem.copy')}: ${title}`}
            onClick={() => void copy()}
          >
            <CopyIcon size={14} />
          </IconButton>
        </Tooltip>
      </Flex>
      <pre className="sample-text">{text}</pre>
    </Flex>
  );
}
