import { SegmentedControl } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { changeLanguage, isLanguage, type Language, languages } from '@/lib/i18n';
import { defaultLanguage } from '@/lib/languageChoice';

// Each language is named in itself, so a reader who cannot read the current one still finds theirs.
const names: Record<Language, string> = { 'zh-CN': '中文', 'en-US': 'English' };

export function LanguageSwitch() {
  // The provider's instance, not the module's: the server renders /home in each language with its own.
  const { t, i18n } = useTranslation(); // re-renders on language change
  return (
    <SegmentedControl.Root
      size="1"
      value={isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : defaultLanguage}
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
