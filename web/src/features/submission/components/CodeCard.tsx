import { Button, Card, Flex, Heading, Switch, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyIcon } from '@/components/icons';
import { copyText } from '@/lib/clipboard';
import { showMessage } from '@/lib/notices';
import { changeShare } from '../api/changeShare';
import { partLines, type ShownText } from '../model/programText';
import { ProgramTextView } from './ProgramTextView';

interface CodeCardProps {
  submitId: number;
  /** Program text: the source's bytes (NUL and bad bytes shown as escapes, copied as they are). */
  code: ShownText | null;
  language: string;
  shared: boolean;
  /** The owner may share, when the problem allows it. */
  canShare: boolean;
  onShared: (share: boolean) => void;
}

/** The submitted code with line numbers, a copy button and, for its owner, the share switch. */
export function CodeCard({ submitId, code, language, shared, canShare, onShared }: CodeCardProps) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);

  const copy = async () => {
    if (code === null) return;
    if (await copyText(code.text)) showMessage('success', t('submission.detail.copied'));
    else showMessage('error', t('submission.detail.copyFailed'));
  };

  const toggleShare = async (share: boolean) => {
    setSaving(true);
    try {
      await changeShare(submitId, share);
      onShared(share);
      showMessage('success', share ? t('submission.detail.shared') : t('submission.detail.unshared'));
    } catch {
      // the request layer has said why
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card>
      <Flex direction="column" gap="3">
        <Flex align="center" gap="3" wrap="wrap">
          <Heading as="h3" size="3">
            {t('submission.detail.code')}
          </Heading>
          <Text size="2" color="gray">
            {language}
          </Text>
          <Flex gap="3" align="center" ml="auto">
            {canShare ? (
              <Text as="label" size="2">
                <Flex gap="2" align="center">
                  <Switch
                    checked={shared}
                    disabled={saving}
                    onCheckedChange={(share) => void toggleShare(share)}
                  />
                  {t('submission.detail.share')}
                </Flex>
              </Text>
            ) : null}
            {code !== null ? (
              <Button variant="soft" size="1" onClick={() => void copy()}>
                <CopyIcon size={12} /> {t('submission.detail.copy')}
              </Button>
            ) : null}
          </Flex>
        </Flex>
        {code === null ? (
          <Text size="2" color="gray">
            {t('submission.detail.codeHidden')}
          </Text>
        ) : (
          <pre className="code-view">
            {partLines(code.parts).map((line, index) => (
              // Lines have no identity but their place; the list never reorders.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <span key={index} className="code-line">
                <ProgramTextView parts={line} />
                {'\n'}
              </span>
            ))}
          </pre>
        )}
      </Flex>
    </Card>
  );
}
