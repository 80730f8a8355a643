import { AlertDialog, Button, Flex, Select } from '@radix-ui/themes';
import { type ChangeEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RefreshIcon, UploadIcon } from '@/components/icons';
import { showMessage } from '@/lib/notices';
import type { EditorSettings } from '../model/editorSettings';
import { EditorSettingsMenu } from './EditorSettingsMenu';

/** The spec's longest code (spec 01 §9); an uploaded file longer than this is refused. */
export const maxCodeLength = 65535;

const sourceFiles = '.c,.cc,.cpp,.cxx,.h,.hpp,.py,.java,.go,.rs,.cs,.js,.php,.rb,.pas,.txt,text/*';

interface EditorToolbarProps {
  language: string;
  languages: string[];
  /** Languages no judge server can run now: shown, but not to be picked. */
  unavailable: ReadonlySet<string>;
  onLanguage: (language: string) => void;
  settings: EditorSettings;
  onSettings: (change: Partial<EditorSettings>) => void;
  onReset: () => void;
  onUpload: (code: string) => void;
}

/** Language; settings, reset (after a confirmation) and upload. */
export function EditorToolbar({
  language,
  languages,
  unavailable,
  onLanguage,
  settings,
  onSettings,
  onReset,
  onUpload,
}: EditorToolbarProps) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again
    if (!file) return;
    try {
      const code = await file.text();
      if (code.length > maxCodeLength) showMessage('error', t('editor.tooLong', { max: maxCodeLength }));
      else {
        onUpload(code);
        showMessage('success', t('editor.uploaded', { name: file.name }));
      }
    } catch {
      showMessage('error', t('editor.uploadFailed'));
    }
  };

  return (
    <Flex align="center" gap="2" wrap="wrap">
      <Select.Root value={language} onValueChange={onLanguage}>
        <Select.Trigger aria-label={t('editor.language')} className="language-select" />
        <Select.Content position="popper">
          {languages.map((name) => (
            <Select.Item key={name} value={name} disabled={unavailable.has(name)}>
              {unavailable.has(name) ? t('editor.unavailable', { language: name }) : name}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
      <Flex gap="2" ml="auto">
        <EditorSettingsMenu settings={settings} onChange={onSettings} />
        <AlertDialog.Root>
          <AlertDialog.Trigger>
            <Button variant="soft" color="gray" aria-label={t('editor.reset')}>
              <RefreshIcon size={14} />
              <span className="only-wide-inline">{t('editor.reset')}</span>
            </Button>
          </AlertDialog.Trigger>
          <AlertDialog.Content maxWidth="420px">
            <AlertDialog.Title>{t('editor.resetTitle')}</AlertDialog.Title>
            <AlertDialog.Description size="2">{t('editor.resetConfirm')}</AlertDialog.Description>
            <Flex gap="3" mt="4" justify="end">
              <AlertDialog.Cancel>
                <Button variant="soft" color="gray">
                  {t('editor.cancel')}
                </Button>
              </AlertDialog.Cancel>
              <AlertDialog.Action>
                <Button color="red" onClick={onReset}>
                  {t('editor.resetAction')}
                </Button>
              </AlertDialog.Action>
            </Flex>
          </AlertDialog.Content>
        </AlertDialog.Root>
        <Button
          variant="soft"
          color="gray"
          onClick={() => fileInput.current?.click()}
          aria-label={t('editor.upload')}
        >
          <UploadIcon size={14} />
          <span className="only-wide-inline">{t('editor.upload')}</span>
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept={sourceFiles}
          hidden
          onChange={(event) => void upload(event)}
        />
      </Flex>
    </Flex>
  );
}
