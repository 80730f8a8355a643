import { Callout, Flex, IconButton, Strong } from '@radix-ui/themes';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { dismissNotice, type Notice, type NoticeKind, shownNoticesAtom } from '@/lib/notices';
import { CheckCircleIcon, CloseIcon, ErrorIcon, InfoIcon, WarningIcon } from './icons';

const looks = {
  success: { color: 'green', Icon: CheckCircleIcon },
  info: { color: 'blue', Icon: InfoIcon },
  warning: { color: 'amber', Icon: WarningIcon },
  error: { color: 'red', Icon: ErrorIcon },
} as const satisfies Record<NoticeKind, unknown>;

function NoticeCallout({ notice }: { notice: Notice }) {
  const { t } = useTranslation();
  const { color, Icon } = looks[notice.kind];
  return (
    <Callout.Root
      color={color}
      variant="surface"
      size="1"
      className="notice"
      role={notice.kind === 'error' ? 'alert' : 'status'}
    >
      <Callout.Icon>
        <Icon />
      </Callout.Icon>
      <Callout.Text>
        {notice.title ? (
          <>
            <Strong>{notice.title}</Strong>
            <br />
          </>
        ) : null}
        {notice.text}
      </Callout.Text>
      {notice.placement === 'corner' ? (
        <IconButton
          size="1"
          variant="ghost"
          color="gray"
          className="notice-close"
          aria-label={t('notice.close')}
          onClick={() => dismissNotice(notice.id)}
        >
          <CloseIcon size={12} />
        </IconButton>
      ) : null}
    </Callout.Root>
  );
}

/** The two stacks every page shares: one-line messages at the top, titled notices at the top right. */
export function Notices() {
  const notices = useAtomValue(shownNoticesAtom);
  return (
    <>
      <Flex direction="column" align="center" gap="2" className="notice-stack notice-stack-top">
        {notices
          .filter((notice) => notice.placement === 'top')
          .map((notice) => (
            <NoticeCallout key={notice.id} notice={notice} />
          ))}
      </Flex>
      <Flex direction="column" gap="2" className="notice-stack notice-stack-corner">
        {notices
          .filter((notice) => notice.placement === 'corner')
          .map((notice) => (
            <NoticeCallout key={notice.id} notice={notice} />
          ))}
      </Flex>
    </>
  );
}
