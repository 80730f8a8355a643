import { Callout, Flex, Text } from '@radix-ui/themes';
import CodeMirror, { EditorState, EditorView, type Extension } from '@uiw/react-codemirror';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoIcon } from '@/components/icons';
import {
  type CodeScope,
  forgetCode,
  openingSettings,
  readCode,
  writeCode,
  writeSettings,
} from '../model/codeStorage';
import { templateFor } from '../model/codeTemplates';
import type { EditorSettings } from '../model/editorSettings';
import { modeOf } from '../model/languageMode';
import { type Limits, limitsFor } from '../model/limits';
import { EditorToolbar } from './EditorToolbar';
import { loadLanguage } from './languageSupport';
import { themeExtensions } from './themes';
import { useLanguageList } from './useLanguageList';

export interface CodeEditorProps {
  problemId: string;
  /** Set inside a contest, whose code is kept apart from the same problem's outside it. */
  contestId?: string;
  /** The languages the problem accepts. */
  languages: string[];
  /** Starting code per language. */
  templates: Record<string, string>;
  limits: Limits;
  /** Under the editor: e.g. the submit flow, given the code and a way to replace it. */
  footer?: (editor: EditorHandle) => ReactNode;
}

/** The editor as the things under it see it. */
export interface EditorHandle {
  language: string;
  code: string;
  /** Replaces the code, switching to `language` first when the problem offers it. */
  replaceCode: (code: string, language: string) => void;
}

/** Unsaved typing is written to local storage this long after the last key stroke. */
const saveDelayMs = 400;

/**
 * The problem page's code editor: language, theme, font and tab size, reset and upload. The code and
 * the settings are kept per problem in local storage (model/codeStorage.ts). Loaded lazily, with
 * CodeMirror, by the problem page.
 */
export default function CodeEditor({
  problemId,
  contestId,
  languages,
  templates,
  limits,
  footer,
}: CodeEditorProps) {
  const { t } = useTranslation();
  const scope = useMemo<CodeScope>(() => ({ problemId, contestId }), [problemId, contestId]);
  const [opening] = useState(() => openingSettings(localStorage, scope, languages));
  const [language, setLanguage] = useState(opening.language);
  const [settings, setSettings] = useState<EditorSettings>(opening.settings);
  const template = language ? templateFor(language, templates) : '';
  const [code, setCode] = useState(() =>
    language ? (readCode(localStorage, scope, language) ?? template) : '',
  );
  const known = useLanguageList();
  const mode = language ? modeOf(language, known) : 'plain';
  const unavailable = useMemo(
    () => new Set(known.filter((entry) => !entry.available).map((entry) => entry.name)),
    [known],
  );
  const [languageExtension, setLanguageExtension] = useState<Extension | null>(null);

  useEffect(() => {
    let current = true;
    setLanguageExtension(null);
    void loadLanguage(mode).then((extension) => {
      if (current) setLanguageExtension(extension);
    });
    return () => {
      current = false;
    };
  }, [mode]);

  // Typing is saved after a pause, and at once when the page goes away or the language changes.
  const pending = useRef<{ language: string; code: string; template: string } | null>(null);
  const flush = useCallback(() => {
    const unsaved = pending.current;
    pending.current = null;
    if (unsaved) writeCode(localStorage, scope, unsaved.language, unsaved.code, unsaved.template);
  }, [scope]);

  useEffect(() => {
    if (!language) return;
    pending.current = { language, code, template };
    const timer = setTimeout(flush, saveDelayMs);
    return () => clearTimeout(timer);
  }, [language, code, template, flush]);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  const changeLanguage = (next: string) => {
    flush();
    setLanguage(next);
    setCode(readCode(localStorage, scope, next) ?? templateFor(next, templates));
    writeSettings(localStorage, scope, { ...settings, language: next });
  };

  const changeSettings = (change: Partial<EditorSettings>) => {
    const next = { ...settings, ...change };
    setSettings(next);
    if (language) writeSettings(localStorage, scope, { ...next, language });
  };

  const replaceCode = (next: string, nextLanguage: string) => {
    if (nextLanguage !== language && languages.includes(nextLanguage)) changeLanguage(nextLanguage);
    setCode(next);
  };

  const reset = () => {
    if (!language) return;
    pending.current = null;
    forgetCode(localStorage, scope, language);
    setCode(template);
  };

  const fontTheme = useMemo(
    () =>
      EditorView.theme({
        '&': { fontSize: `${settings.fontSize}px`, height: '100%' },
        '.cm-scroller': { fontFamily: 'var(--code-font-family)', lineHeight: '1.55' },
      }),
    [settings.fontSize],
  );
  const label = t('editor.label');
  const extensions = useMemo(
    () => [
      fontTheme,
      EditorView.contentAttributes.of({ 'aria-label': label }),
      EditorState.tabSize.of(settings.tabSize),
      ...(languageExtension ? [languageExtension] : []),
    ],
    [fontTheme, label, settings.tabSize, languageExtension],
  );
  const own = limitsFor(problemId, language ?? '', limits);
  const basicSetup = useMemo(() => ({ tabSize: settings.tabSize }), [settings.tabSize]);

  if (!language) {
    return (
      <Callout.Root color="gray">
        <Callout.Icon>
          <InfoIcon />
        </Callout.Icon>
        <Callout.Text>{t('editor.noLanguages')}</Callout.Text>
      </Callout.Root>
    );
  }

  return (
    <Flex direction="column" gap="2" className="code-editor">
      <EditorToolbar
        language={language}
        languages={languages}
        unavailable={unavailable}
        onLanguage={changeLanguage}
        settings={settings}
        onSettings={changeSettings}
        onReset={reset}
        onUpload={setCode}
      />
      <div className="code-editor-frame">
        <CodeMirror
          value={code}
          onChange={setCode}
          theme={themeExtensions[settings.theme]}
          extensions={extensions}
          basicSetup={basicSetup}
          height="100%"
          className="code-editor-mirror"
        />
      </div>
      <Text size="1" color="gray" className="numeric">
        {t('editor.limits', { language, time: own.timeMs, memory: own.memoryMb })}
      </Text>
      {footer?.({ language, code, replaceCode })}
    </Flex>
  );
}
