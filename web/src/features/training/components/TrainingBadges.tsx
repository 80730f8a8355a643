import { TrainingAuth } from '@oj/events/vocabulary';
import { Badge } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { LockIcon } from '@/components/icons';

/** The access kind: public green, private red with a lock, protected orange with a lock. */
export function AuthBadge({ auth }: { auth: string }) {
  const { t } = useTranslation();
  const kind =
    auth === TrainingAuth.private ? 'private' : auth === TrainingAuth.protected ? 'protected' : 'public';
  const color = { private: 'red', protected: 'orange', public: 'green' } as const;
  return (
    <Badge color={color[kind]} variant="soft" className="nowrap">
      {kind === 'public' ? null : <LockIcon size={12} />}
      {t(`training.auth.${kind}`)}
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
