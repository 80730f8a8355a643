import { GroupAuth, GroupRole } from '@oj/events/vocabulary';
import {
  Avatar,
  Button,
  Card,
  DataList,
  Dialog,
  Flex,
  Text,
  TextArea,
  TextField,
  Tooltip,
} from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { CountdownButton } from '@/components/CountdownButton';
import { showMessage } from '@/lib/notices';
import { queryKeys } from '@/lib/queryKeys';
import { currentUserAtom } from '@/lib/session';
import { formatDate } from '@/lib/time';
import { isSuperAdmin } from '@/lib/userInfo';
import { disbandGroup, exitGroup, joinGroup, sendDisbandCode } from '../api/groupApi';
import type { Group, GroupAuthReply } from '../api/schemas';
import { type GroupLinks, truncateName } from '../model/group';
import { GroupAuthBadge, HiddenBadge } from './GroupBadges';

interface GroupInfoCardProps {
  group: Group;
  relation: GroupAuthReply;
  links: GroupLinks;
}

/** Spec 03 §2.4's info card: avatar, name, owner, type, Hidden, created, number, and the reader's button. */
export function GroupInfoCard({ group, relation, links }: GroupInfoCardProps) {
  const { t } = useTranslation();
  return (
    <Card className="group-info">
      <Flex direction="column" gap="3" align="center">
        <Avatar
          size="6"
          src={group.avatar ?? undefined}
          fallback={group.shortName.slice(0, 2).toUpperCase()}
        />
        <Tooltip content={group.name}>
          <Text weight="bold" size="4" align="center">
            {truncateName(group.name)}
          </Text>
        </Tooltip>
        <Flex gap="2" wrap="wrap" justify="center">
          <GroupAuthBadge auth={group.auth} />
          {!group.visible ? <HiddenBadge /> : null}
        </Flex>
        <Text size="2" color="gray" align="center">
          {group.brief}
        </Text>
        <DataList.Root size="2" orientation="horizontal">
          <DataList.Item>
            <DataList.Label>{t('group.info.owner')}</DataList.Label>
            <DataList.Value>
              <Link to={links.userHome({ uid: group.uid, username: group.owner })}>{group.owner}</Link>
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>{t('group.info.members')}</DataList.Label>
            <DataList.Value>{group.memberCount}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>{t('group.info.created')}</DataList.Label>
            <DataList.Value>{formatDate(group.gmtCreate)}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>{t('group.info.number')}</DataList.Label>
            <DataList.Value>{group.id}</DataList.Value>
          </DataList.Item>
        </DataList.Root>
        <RelationButton group={group} relation={relation} links={links} />
      </Flex>
    </Card>
  );
}

/** Disband (owner, super admin), Exit (other members), Apply, Applying or Refused; nothing for visitors. */
function RelationButton({ group, relation, links }: GroupInfoCardProps) {
  const { t } = useTranslation();
  const user = useAtomValue(currentUserAtom);
  const client = useQueryClient();
  const navigate = useNavigate();
  const refresh = () => void client.invalidateQueries({ queryKey: queryKeys.groups });
  if (!user) return null;
  if (group.uid === user.uid || isSuperAdmin(user.roleList))
    return (
      <DisbandButton
        group={group}
        needsCode={relation.disbandNeedsCode}
        links={links}
        onDisbanded={() => {
          refresh();
          navigate(links.list);
        }}
      />
    );
  if (relation.auth >= GroupRole.member)
    return (
      <ConfirmDialog
        title={t('group.exit.title')}
        description={t('group.exit.confirm', { name: group.name })}
        confirmLabel={t('group.exit.submit')}
        cancelLabel={t('group.actions.cancel')}
        onConfirm={() =>
          void exitGroup(group.id).then(
            () => {
              showMessage('success', t('group.messages.exited'));
              refresh();
            },
            () => undefined,
          )
        }
      >
        <Button color="red" variant="soft">
          {t('group.exit.button')}
        </Button>
      </ConfirmDialog>
    );
  if (relation.auth === GroupRole.applying) return <Button disabled>{t('group.apply.applying')}</Button>;
  if (relation.auth === GroupRole.refused)
    return (
      <Button disabled color="red">
        {t('group.apply.refused')}
      </Button>
    );
  return <ApplyDialog group={group} onDone={refresh} />;
}

/** Spec 03 §2.4, §5: a reason (5-100) unless public, and a private group's 6-character code. */
function ApplyDialog({ group, onDone }: { group: Group; onDone: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();
  const [sending, setSending] = useState(false);
  const isPublic = group.auth === GroupAuth.public;
  const isPrivate = group.auth === GroupAuth.private;
  const submit = async () => {
    if (!isPublic && (reason.trim().length < 5 || reason.trim().length > 100))
      return setProblem(t('group.apply.reasonRange'));
    if (isPrivate && code.length !== 6) return setProblem(t('group.apply.codeRequired'));
    setSending(true);
    try {
      await joinGroup(group.id, reason.trim(), code);
      showMessage('success', isPublic ? t('group.messages.joined') : t('group.messages.applied'));
      setOpen(false);
      onDone();
    } catch {
      // The request layer showed the server's reason.
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button>{t('group.apply.button')}</Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="440px">
        <Dialog.Title>{t('group.apply.title')}</Dialog.Title>
        <Dialog.Description size="2" mb="3" color="gray">
          {isPublic ? t('group.apply.publicHint') : t('group.apply.hint')}
        </Dialog.Description>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Flex direction="column" gap="3">
            {isPrivate ? (
              <TextField.Root
                aria-label={t('group.apply.code')}
                placeholder={t('group.apply.code')}
                value={code}
                maxLength={6}
                onChange={(e) => {
                  setCode(e.target.value);
                  setProblem(undefined);
                }}
              />
            ) : null}
            <TextArea
              aria-label={t('group.apply.reason')}
              placeholder={t('group.apply.reason')}
              value={reason}
              maxLength={100}
              onChange={(e) => {
                setReason(e.target.value);
                setProblem(undefined);
              }}
            />
            {problem ? (
              <Text size="2" color="red" role="alert">
                {problem}
              </Text>
            ) : null}
            <Flex gap="3" justify="end">
              <Dialog.Close>
                <Button type="button" variant="soft" color="gray">
                  {t('group.actions.cancel')}
                </Button>
              </Dialog.Close>
              <Button type="submit" loading={sending}>
                {t('group.apply.submit')}
              </Button>
            </Flex>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/**
 * Disband: where the site sends mail, the spec's verification dialog (the registered e-mail read-only, a
 * send-code button with its countdown, the code, OK, and a link to bind an e-mail); else a confirmation.
 */
function DisbandButton({
  group,
  needsCode,
  links,
  onDisbanded,
}: {
  group: Group;
  needsCode: boolean;
  links: GroupLinks;
  onDisbanded: () => void;
}) {
  const { t } = useTranslation();
  const user = useAtomValue(currentUserAtom);
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [deadline, setDeadline] = useState(0);
  const [sendingCode, setSendingCode] = useState(false);
  const [sending, setSending] = useState(false);
  const email = user?.email ?? '';
  const disband = async (withCode: boolean) => {
    setSending(true);
    try {
      await (withCode ? disbandGroup(group.id, email, code) : disbandGroup(group.id));
      showMessage('success', t('group.messages.disbanded'));
      setOpen(false);
      onDisbanded();
    } catch {
      // The request layer showed the server's reason.
    } finally {
      setSending(false);
    }
  };
  if (!needsCode)
    return (
      <ConfirmDialog
        title={t('group.disband.title')}
        description={t('group.disband.confirm', { name: group.name })}
        confirmLabel={t('group.disband.submit')}
        cancelLabel={t('group.actions.cancel')}
        onConfirm={() => void disband(false)}
      >
        <Button color="red">{t('group.disband.button')}</Button>
      </ConfirmDialog>
    );
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button color="red">{t('group.disband.button')}</Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="440px">
        <Dialog.Title>{t('group.disband.title')}</Dialog.Title>
        <Dialog.Description size="2" mb="3" color="gray">
          {t('group.disband.codeHint', { name: group.name })}
        </Dialog.Description>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (code.length !== 6) return showMessage('warning', t('group.disband.codeRequired'));
            void disband(true);
          }}
        >
          <Flex direction="column" gap="3">
            <TextField.Root aria-label={t('group.disband.email')} value={email} readOnly />
            <Flex gap="2">
              <TextField.Root
                aria-label={t('group.disband.code')}
                placeholder={t('group.disband.code')}
                value={code}
                maxLength={6}
                onChange={(e) => setCode(e.target.value)}
                style={{ flex: 1 }}
              />
              <CountdownButton
                deadline={deadline}
                loading={sendingCode}
                onClick={() => {
                  setSendingCode(true);
                  void sendDisbandCode(group.id)
                    .then(
                      () => {
                        setDeadline(Date.now() + 60_000);
                        showMessage('success', t('group.disband.sent'));
                      },
                      () => undefined,
                    )
                    .finally(() => setSendingCode(false));
                }}
              >
                {t('group.disband.send')}
              </CountdownButton>
            </Flex>
            <Text size="2" color="gray">
              <Link to={links.accountSetting}>{t('group.disband.bindEmail')}</Link>
            </Text>
            <Flex gap="3" justify="end">
              <Dialog.Close>
                <Button type="button" variant="soft" color="gray">
                  {t('group.actions.cancel')}
                </Button>
              </Dialog.Close>
              <Button type="submit" color="red" loading={sending}>
                {t('group.disband.submit')}
              </Button>
            </Flex>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
