import { Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { CheckIcon, ClockIcon, CloseIcon, MinusIcon } from '@/components/icons';
import { statusMark } from '../model/statusMark';

const looks = {
  solved: { color: 'green', Icon: CheckIcon },
  partial: { color: 'orange', Icon: MinusIcon },
  judging: { color: 'blue', Icon: ClockIcon },
  tried: { color: 'red', Icon: CloseIcon },
} as const;

/** The signed-in user's mark on one problem: solved, partly, waiting, tried; nothing when untried. */
export function StatusIcon({ status }: { status: number | undefined }) {
  const { t } = useTranslation();
  const mark = statusMark(status);
  if (mark === 'none') return null;
  const { color, Icon } = looks[mark];
  const label = t(`problemList.status.${mark}`);
  return (
    <Text color={color} title={label} className="status-icon">
      <Icon size={15} />
      <span className="visually-hidden">{label}</span>
    </Text>
  );
}
