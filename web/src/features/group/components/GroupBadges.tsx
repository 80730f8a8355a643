import { Badge, Tooltip } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { authKey } from '../model/group';

const colors = { public: 'green', protected: 'orange', private: 'red' } as const;

/** The auth type tag with its tooltip (spec 03 §2.4). */
export function GroupAuthBadge({ auth }: { auth: number }) {
  const { t } = useTranslation();
  const key = authKey(auth);
  return (
    <Tooltip content={t(`group.authHint.${key}`)}>
      <Badge color={colors[key]} variant="soft">
        {t(`group.auth.${key}`)}
      </Badge>
    </Tooltip>
  );
}

export function HiddenBadge() {
  const { t } = useTranslation();
  return (
    <Badge color="gray" variant="soft">
      {t('group.hidden')}
    </Badge>
  );
}
