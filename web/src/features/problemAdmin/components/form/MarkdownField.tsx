import { Box } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { MarkdownEditor } from '@/components/MarkdownEditor';
import type { MarkdownUploads } from '@/components/MarkdownUploadBar';
import { fieldId } from './sectionProps';

interface MarkdownFieldProps {
  field: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  rows?: number;
  /** What may be uploaded into the text (spec 03 §6). */
  uploads: MarkdownUploads;
}

/** A Markdown text with a preview (maths and sanitised HTML, as the problem page shows it). */
export function MarkdownField({
  field,
  label,
  value,
  onChange,
  error,
  rows = 6,
  uploads,
}: MarkdownFieldProps) {
  const { t } = useTranslation();
  return (
    <Box id={fieldId(field)}>
      <MarkdownEditor
        label={label}
        value={value}
        onChange={onChange}
        error={error}
        rows={rows}
        uploads={uploads}
        labels={{
          write: t('problemAdmin.form.write'),
          preview: t('problemAdmin.form.preview'),
          nothingToPreview: t('problemAdmin.form.nothingToPreview'),
        }}
      />
    </Box>
  );
}
