import { Flex, TabNav } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TrainingLinks } from '../model/training';

/** The training mode menu above a training's problem page (spec 01 §2: back home, training home, problems, rank). */
export function TrainingProblemHeader({
  tid,
  links,
  home,
}: {
  tid: number;
  links: TrainingLinks;
  home: string;
}) {
  const { t } = useTranslation();
  return (
    <Flex className="training-mode-menu" mb="2">
      <TabNav.Root>
        <TabNav.Link asChild>
          <Link to={home}>{t('training.menu.home')}</Link>
        </TabNav.Link>
        <TabNav.Link asChild>
          <Link to={links.detail(tid)}>{t('training.menu.training')}</Link>
        </TabNav.Link>
        <TabNav.Link asChild active>
          <Link to={links.problems(tid)}>{t('training.menu.problems')}</Link>
        </TabNav.Link>
        <TabNav.Link asChild>
          <Link to={links.rank(tid)}>{t('training.menu.rank')}</Link>
        </TabNav.Link>
      </TabNav.Root>
    </Flex>
  );
}
