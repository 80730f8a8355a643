import { SegmentedControl } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, isLanguage, type Language, languages } from '@/lib/i18n';

// Each language is named in itself, so a reader who cannot read the current one still finds theirs.
const names: Record<Language, string> = { 'zh-CN': '中文', 'en-US': 'English' };

export function LanguageSwitch() {
  const { t } = useTranslation(); // re-renders on language change
  return (
    <SegmentedControl.Root
      size="1"
      value={currentLanguage()}
      aria-label={t('language.label')}
      onValueChange={(value) => {
        if (isLanguage(value)) void changeLanguage(value);
      }}
    >
      {languages.map((language) => (
        <SegmentedControl.Item key={language} value={language}>
          {names[language]}
        </SegmentedControl.Item>
      ))}
    </SegmentedControl.Root>
  );
}
