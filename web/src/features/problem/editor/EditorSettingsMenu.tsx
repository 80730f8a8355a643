import { Button, Flex, Popover, Select, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GearIcon } from '@/components/icons';
import {
  type EditorSettings,
  editorThemes,
  fontSizes,
  isEditorTheme,
  isTabSize,
  tabSizes,
} from '../model/editorSettings';
import { themeNames } from './themes';

interface EditorSettingsMenuProps {
  settings: EditorSettings;
  onChange: (change: Partial<EditorSettings>) => void;
}

/** Theme, font size and tab size, in a pop-over behind the settings button. */
export function EditorSettingsMenu({ settings, onChange }: EditorSettingsMenuProps) {
  const { t } = useTranslation();
  return (
    <Popover.Root>
      <Popover.Trigger>
        <Button variant="soft" color="gray" size="2" aria-label={t('editor.settings')}>
          <GearIcon size={14} />
          <span className="only-wide-inline">{t('editor.settings')}</span>
        </Button>
      </Popover.Trigger>
      <Popover.Content width="260px" align="end">
        <Flex direction="column" gap="3">
          <Setting label={t('editor.theme')}>
            <Select.Root
              value={settings.theme}
              onValueChange={(value) => {
                if (isEditorTheme(value)) onChange({ theme: value });
              }}
            >
              <Select.Trigger aria-label={t('editor.theme')} className="setting-select" />
              <Select.Content>
                {editorThemes.map((theme) => (
                  <Select.Item key={theme} value={theme}>
                    {themeNames[theme]}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </Setting>
          <Setting label={t('editor.fontSize')}>
            <Select.Root
              value={String(settings.fontSize)}
              onValueChange={(value) => onChange({ fontSize: Number(value) })}
            >
              <Select.Trigger aria-label={t('editor.fontSize')} className="setting-select" />
              <Select.Content>
                {fontSizes.map((size) => (
                  <Select.Item key={size} value={String(size)}>
                    {size}px
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </Setting>
          <Setting label={t('editor.tabSize')}>
            <Select.Root
              value={String(settings.tabSize)}
              onValueChange={(value) => {
                const size = Number(value);
                if (isTabSize(size)) onChange({ tabSize: size });
              }}
            >
              <Select.Trigger aria-label={t('editor.tabSize')} className="setting-select" />
              <Select.Content>
                {tabSizes.map((size) => (
                  <Select.Item key={size} value={String(size)}>
                    {t('editor.spaces', { count: size })}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </Setting>
        </Flex>
      </Popover.Content>
    </Popover.Root>
  );
}

function Setting({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex align="center" justify="between" gap="3">
      <Text size="2">{label}</Text>
      {children}
    </Flex>
  );
}
