import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircleIcon, ErrorIcon } from '@/components/icons';
import { compileChecker } from '../../api/compileChecker';
import { type CheckerSource, checkerNeedsCompile, isCompiled } from '../../model/problemForm';
import type { SectionProps } from './sectionProps';

const plainFileName = /^[\w.-]{1,100}$/;

/**
 * The Compile button under the checker's code (spec 03 section 5: a changed special judge or interactor
 * must compile before saving): a judge runner builds it; success is remembered in the form, a failure
 * shows the compiler's message.
 */
export function CheckerCompile({ form, update, uploads }: Pick<SectionProps, 'form' | 'update' | 'uploads'>) {
  const { t } = useTranslation();
  const [compiling, setCompiling] = useState(false);
  // The last answer, shown while the code and language are still the ones it was about.
  const [outcome, setOutcome] = useState<{ source: CheckerSource; failure: string | null }>();
  const current: CheckerSource = { language: form.checkerLanguage, code: form.checkerCode };
  const shown =
    !compiling && outcome?.source.language === current.language && outcome.source.code === current.code
      ? outcome
      : undefined;

  const compile = async () => {
    const source = current;
    const extraFiles = Object.fromEntries(
      form.judgeExtraFiles
        .map((file) => [file.name.trim(), file.content] as const)
        .filter(([name]) => plainFileName.test(name)),
    );
    setCompiling(true);
    try {
      const result = await compileChecker(source, extraFiles, uploads.gid);
      setOutcome({ source, failure: result.ok ? null : result.message });
      if (result.ok)
        update((draft) => {
          draft.compiledChecker = source;
        });
    } catch {
      // The request layer already showed why (no judge runner, a refused request).
    } finally {
      setCompiling(false);
    }
  };

  return (
    <Flex direction="column" gap="2">
      <Flex gap="3" align="center" wrap="wrap">
        <Button
          type="button"
          variant="soft"
          loading={compiling}
          disabled={!current.code.trim()}
          onClick={() => void compile()}
        >
          {t('problemAdmin.form.compileChecker')}
        </Button>
        {shown && shown.failure === null && isCompiled(form, current) ? (
          <Text size="2" color="green" role="status">
            <Flex gap="1" align="center">
              <CheckCircleIcon />
              {t('problemAdmin.form.checkerCompiled')}
            </Flex>
          </Text>
        ) : null}
        {!compiling && !shown && checkerNeedsCompile(form) ? (
          <Text size="2" color="gray">
            {t('problemAdmin.form.checkerCompileHint')}
          </Text>
        ) : null}
      </Flex>
      {shown && shown.failure !== null ? (
        <Callout.Root color="red" size="1" role="alert">
          <Callout.Icon>
            <ErrorIcon />
          </Callout.Icon>
          <Flex direction="column" gap="2" minWidth="0">
            <Callout.Text>{t('problemAdmin.form.checkerCompileFailed')}</Callout.Text>
            <pre className="compile-output">{shown.failure || t('problemAdmin.form.noCompilerMessage')}</pre>
          </Flex>
        </Callout.Root>
      ) : null}
    </Flex>
  );
}
