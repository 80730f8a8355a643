import { Box, Flex, SegmentedControl, Text, TextArea } from '@radix-ui/themes';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '@/components/Markdown';
import { fieldId } from './sectionProps';

interface MarkdownFieldProps {
  field: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  rows?: number;
}

/** A Markdown text with a preview (maths and sanitised HTML, as the problem page shows it). */
export function MarkdownField({ field, label, value, onChange, error, rows = 6 }: MarkdownFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  return (
    <Flex direction="column" gap="1" id={fieldId(field)}>
      <Flex justify="between" align="center" gap="2">
        <Text as="label" htmlFor={id} size="2" weight="medium">
          {label}
        </Text>
        <SegmentedControl.Root
          size="1"
          value={mode}
          onValueChange={(next) => setMode(next === 'preview' ? 'preview' : 'write')}
        >
          <SegmentedControl.Item value="write">{t('problemAdmin.form.write')}</SegmentedControl.Item>
          <SegmentedControl.Item value="preview">{t('problemAdmin.form.preview')}</SegmentedControl.Item>
        </SegmentedControl.Root>
      </Flex>
      {mode === 'write' ? (
        <TextArea
          id={id}
          value={value}
          rows={rows}
          resize="vertical"
          color={error ? 'red' : undefined}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <Box className="markdown-preview">
          {value.trim() ? (
            <Markdown>{value}</Markdown>
          ) : (
            <Text color="gray">{t('problemAdmin.form.nothingToPreview')}</Text>
          )}
        </Box>
      )}
      {error ? (
        <Text size="1" color="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Flex>
  );
}
