import { Box, Code, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';

/** How a command line is read, and what the runner fills in for each placeholder. */
export function PlaceholderHelp() {
  const { t } = useTranslation();
  const placeholders = [
    ['{src}', t('judgeAdmin.languages.placeholderSrc')],
    ['{exe}', t('judgeAdmin.languages.placeholderExe')],
    ['{maxMemoryMb}', t('judgeAdmin.languages.placeholderMaxMemoryMb')],
    ['{javaHome}', t('judgeAdmin.languages.placeholderJavaHome')],
    ['{mainClass}', t('judgeAdmin.languages.placeholderMainClass')],
  ] as const;
  return (
    <Box className="command-help">
      <Text as="p" size="1" color="gray" mb="2">
        {t('judgeAdmin.languages.commandHelp')}
      </Text>
      <Text as="div" size="1" weight="medium" mb="1">
        {t('judgeAdmin.languages.placeholders')}
      </Text>
      <Flex asChild direction="column" gap="1" m="0" p="0">
        <ul>
          {placeholders.map(([name, meaning]) => (
            <Text as="div" size="1" key={name} asChild>
              <li className="placeholder-item">
                <Code size="1" variant="ghost">
                  {name}
                </Code>{' '}
                <Text color="gray">{meaning}</Text>
              </li>
            </Text>
          ))}
        </ul>
      </Flex>
    </Box>
  );
}
