import type { ProgramTextPart } from '@oj/events/programText';
import { useTranslation } from 'react-i18next';

/**
 * Program text with its escapes (`\0`, `\x80`: bytes that are NUL, control characters or not UTF-8) set
 * apart from the program's own backslashes. Goes inside a <pre>.
 */
export function ProgramTextView({ parts }: { parts: readonly ProgramTextPart[] }) {
  const { t } = useTranslation();
  return parts.map((part, index) =>
    part.escaped ? (
      // Parts have no identity but their place; the list never reorders.
      // biome-ignore lint/suspicious/noArrayIndexKey: see above
      <span key={index} className="byte-escape" title={t('submission.detail.byteEscape')}>
        {part.text}
      </span>
    ) : (
      part.text
    ),
  );
}
