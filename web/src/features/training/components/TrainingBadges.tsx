import { Badge } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { LockIcon } from '@/components/icons';

/** The access kind: public green, private red with a lock, protected orange with a lock. */
export function AuthBadge({ auth }: { auth: string }) {
  const { t } = useTranslation();
  const color = auth === 'Private' ? 'red' : auth === 'Protected' ? 'orange' : 'green';
  return (
    <Badge color={color} variant="soft" className="nowrap">
      {auth === 'Public' ? null : <LockIcon size={12} />}
      {t(`training.auth.${auth === 'Private' ? 'private' : auth === 'Protected' ? 'protected' : 'public'}`)}
    </Badge>
  );
}

/** A category in its own colour. */
export function CategoryBadge({ name, color }: { name: string | null; color: string | null }) {
  if (!name) return null;
  return (
    <Badge
      variant="solid"
      className="nowrap training-category"
      style={{ backgroundColor: color ?? undefined, color: '#fff' }}
    >
      {name}
    </Badge>
  );
}
