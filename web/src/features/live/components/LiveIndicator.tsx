import { Box, Flex, Text, Tooltip } from '@radix-ui/themes';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { liveConnectionAtom } from '../atoms';

const looks = {
  online: { dot: 'var(--green-9)', label: 'live.online', hint: 'live.onlineHint' },
  offline: { dot: 'var(--gray-8)', label: 'live.offline', hint: 'live.offlineHint' },
  connecting: { dot: 'var(--amber-9)', label: 'live.connecting', hint: 'live.connectingHint' },
} as const;

/** A dot and a word telling whether pages are being updated live. */
export function LiveIndicator() {
  const { t } = useTranslation();
  const state = useAtomValue(liveConnectionAtom);
  const look = looks[state];
  return (
    <Tooltip content={t(look.hint)}>
      <Flex align="center" gap="1" role="status" aria-label={t(look.label)} data-live-state={state}>
        <span className="live-dot" style={{ backgroundColor: look.dot }} />
        {/* On a phone the dot alone says it; the word comes back from the sm breakpoint. */}
        <Box as="span" display={{ initial: 'none', sm: 'inline' }}>
          <Text size="1" color="gray" className="nowrap">
            {t(look.label)}
          </Text>
        </Box>
      </Flex>
    </Tooltip>
  );
}
