import { Badge } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { type Difficulty, difficultyColor, difficultyKey } from '@/lib/difficulty';

/** A problem's level, named in the reader's language in the level's colour. */
export function DifficultyBadge({ level }: { level: Difficulty }) {
  const { t } = useTranslation();
  return (
    <Badge color={difficultyColor(level)} variant="soft" className="nowrap">
      {t(`difficulty.${difficultyKey(level)}`)}
    </Badge>
  );
}
