import { SubmissionStatus } from '@oj/events/vocabulary';
import { Badge, Spinner } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { isOpenStatus, statusLook } from '../model/status';

interface StatusTagProps {
  status: number;
  size?: '1' | '2' | '3';
  /** Show the short code (AC, WA...) with the full name as its title. */
  short?: boolean;
}

/** A status in its colour; a spinner while the verdict is still to come. */
export function StatusTag({ status, size = '1', short = false }: StatusTagProps) {
  const { t } = useTranslation();
  const look = statusLook(status);
  const name = t(`submission.status.${look.key}`);
  return (
    <Badge
      color={look.color}
      size={size}
      variant={status === SubmissionStatus.accepted ? 'solid' : 'soft'}
      title={short ? name : undefined}
      className="status-tag"
      data-status={status}
    >
      {isOpenStatus(status) ? <Spinner size="1" /> : null}
      {short ? look.short : name}
    </Badge>
  );
}
