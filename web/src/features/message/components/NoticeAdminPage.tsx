import { messageContentRule, messageTitleRule } from '@oj/events/contracts';
import { type NoticeAudience, noticeAudience } from '@oj/events/vocabulary';
import {
  Badge,
  Button,
  Card,
  Flex,
  Heading,
  RadioGroup,
  Skeleton,
  Text,
  TextArea,
  TextField,
} from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPageHeader } from '@/components/AdminPageHeader';
import { MarkdownEditor } from '@/components/MarkdownEditor';
import { localiseServerMessage } from '@/lib/i18n';
import { showMessage } from '@/lib/notices';
import { useApiQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { formatDateMinute } from '@/lib/time';
import { getSentNotices, sendNotice } from '../api/notices';
import { SimplePager } from './SimplePager';

const limit = 10;

/** /admin/notice (super admin): send a notice to all users, named users or the admins; the sent list. */
export function NoticeAdminPage() {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [type, setType] = useState<NoticeAudience>('all');
  const [recipients, setRecipients] = useState('');
  const [errors, setErrors] = useState<{ title?: string; content?: string }>({});
  const [sending, setSending] = useState(false);
  const [page, setPage] = useState(1);
  const sent = useApiQuery(queryKeys.sentNotices(page), (signal) => getSentNotices(page, limit, signal));

  const send = async () => {
    const titleCheck = messageTitleRule.safeParse(title);
    const contentCheck = messageContentRule.safeParse(content);
    const found = {
      title: titleCheck.success
        ? undefined
        : localiseServerMessage(titleCheck.error.issues[0]?.message ?? ''),
      content: contentCheck.success
        ? undefined
        : localiseServerMessage(contentCheck.error.issues[0]?.message ?? ''),
    };
    setErrors(found);
    if (found.title || found.content) return;
    setSending(true);
    try {
      await sendNotice({ title, content, type, recipients });
      showMessage('success', t('noticeAdmin.admin.sent'));
      setTitle('');
      setContent('');
      setRecipients('');
      await client.invalidateQueries({ queryKey: ['notices'] });
    } finally {
      setSending(false);
    }
  };

  return (
    <Flex direction="column" gap="4">
      <AdminPageHeader title={t('noticeAdmin.admin.title')} />
      <Card>
        <Flex direction="column" gap="3">
          <Flex direction="column" gap="1">
            <Text as="label" htmlFor={`${id}-title`} size="2" weight="medium">
              {t('noticeAdmin.admin.fieldTitle')}
            </Text>
            <TextField.Root
              id={`${id}-title`}
              name="title"
              value={title}
              onChange={(e) => {
                setTitle(e.target.value);
                setErrors((was) => ({ ...was, title: undefined }));
              }}
            />
            {errors.title ? (
              <Text size="1" color="red">
                {errors.title}
              </Text>
            ) : null}
          </Flex>
          <MarkdownEditor
            label={t('noticeAdmin.admin.fieldContent')}
            value={content}
            onChange={(next) => {
              setContent(next);
              setErrors((was) => ({ ...was, content: undefined }));
            }}
            error={errors.content}
            uploads={{ files: true }}
            labels={{
              write: t('noticeAdmin.admin.write'),
              preview: t('noticeAdmin.admin.preview'),
              nothingToPreview: t('noticeAdmin.admin.nothingToPreview'),
            }}
          />
          <Text size="2" weight="medium">
            {t('noticeAdmin.admin.audience')}
          </Text>
          <RadioGroup.Root
            value={type}
            onValueChange={(value) => {
              const audience = noticeAudience.safeParse(value);
              if (audience.success) setType(audience.data);
            }}
          >
            <Flex gap="4" wrap="wrap">
              {(['all', 'users', 'admins'] as const).map((audience) => (
                <RadioGroup.Item key={audience} value={audience}>
                  {t(`noticeAdmin.admin.audiences.${audience}`)}
                </RadioGroup.Item>
              ))}
            </Flex>
          </RadioGroup.Root>
          {type === 'users' ? (
            <Flex direction="column" gap="1">
              <Text as="label" htmlFor={`${id}-recipients`} size="2">
                {t('noticeAdmin.admin.recipients')}
              </Text>
              <TextArea
                name="recipients"
                value={recipients}
                onChange={(e) => setRecipients(e.target.value)}
              />
            </Flex>
          ) : null}
          <Flex justify="end">
            <Button loading={sending} onClick={() => void send()}>
              {t('noticeAdmin.admin.send')}
            </Button>
          </Flex>
        </Flex>
      </Card>
      <Heading as="h2" size="4">
        {t('noticeAdmin.admin.history')}
      </Heading>
      {!sent.data ? <Skeleton height="120px" /> : null}
      {sent.data?.records.length === 0 ? <Text color="gray">{t('noticeAdmin.admin.empty')}</Text> : null}
      {sent.data?.records.map((notice) => (
        <Card key={notice.id} data-notice={notice.id}>
          <Flex justify="between" gap="2" wrap="wrap">
            <Text weight="medium">{notice.title}</Text>
            <Flex gap="2" align="center">
              <Badge>{t(`noticeAdmin.admin.audiences.${notice.type}`)}</Badge>
              {notice.type === 'all' ? null : (
                <Text size="1" color="gray">
                  {t('noticeAdmin.admin.recipientCount', { count: notice.recipientCount })}
                </Text>
              )}
              <Text size="1" color="gray" className="numeric">
                {formatDateMinute(notice.gmtCreate)} {notice.author}
              </Text>
            </Flex>
          </Flex>
        </Card>
      ))}
      <SimplePager total={sent.data?.total ?? 0} page={page} limit={limit} onPage={setPage} />
    </Flex>
  );
}
