import {
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  DataList,
  Flex,
  Grid,
  Heading,
  Link,
  Text,
} from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { FemaleIcon, GithubIcon, LinkIcon, MaleIcon } from '@/components/icons';
import { daysSince, formatDateTime } from '@/lib/time';
import type { UserHome } from '../api/getUserHomeInfo';
import { ratingText, safeLink, scoreSum } from '../model/profile';

function GenderIcon({ gender }: { gender: UserHome['gender'] }) {
  const { t } = useTranslation();
  if (gender === 'secrecy') return null;
  return (
    <Text color={gender === 'male' ? 'blue' : 'pink'} aria-label={t(`userHome.gender.${gender}`)} role="img">
      {gender === 'male' ? <MaleIcon /> : <FemaleIcon />}
    </Text>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Flex direction="column" align="center" gap="1">
      <Text size="6" weight="bold" className="numeric">
        {value}
      </Text>
      <Text size="1" color="gray">
        {label}
      </Text>
    </Flex>
  );
}

/** Avatar, name, title and links of the user, and their figures. */
export function ProfileHeader({ home, history }: { home: UserHome; history?: string }) {
  const { t, i18n } = useTranslation();
  const github = safeLink(home.github);
  const blog = safeLink(home.blog);
  const number = (value: number) => value.toLocaleString(i18n.language);
  return (
    <Card size={{ initial: '2', sm: '3' }}>
      <Flex direction={{ initial: 'column', sm: 'row' }} gap="5" align={{ initial: 'center', sm: 'start' }}>
        <Avatar size="7" radius="full" src={home.avatar || undefined} fallback={home.username.slice(0, 1)} />
        <Flex direction="column" gap="2" flexGrow="1" align={{ initial: 'center', sm: 'start' }}>
          <Flex align="center" gap="2" wrap="wrap" justify={{ initial: 'center', sm: 'start' }}>
            <Heading as="h1" size="6">
              {home.nickname || home.username}
            </Heading>
            <GenderIcon gender={home.gender} />
            {home.titleName ? (
              <Badge
                variant="solid"
                style={home.titleColor ? { backgroundColor: home.titleColor } : undefined}
                className="nowrap"
              >
                {home.titleName}
              </Badge>
            ) : null}
            {history ? (
              <Button asChild variant="soft" size="1">
                <RouterLink to={history}>{t('audit.history')}</RouterLink>
              </Button>
            ) : null}
          </Flex>
          <Text size="2" color="gray">
            @{home.username}
            {home.school ? ` · ${home.school}` : ''}
          </Text>
          <Flex gap="4" wrap="wrap">
            {github ? (
              <Link href={github} target="_blank" rel="noreferrer" size="2">
                <Flex align="center" gap="1" asChild>
                  <span>
                    <GithubIcon /> GitHub
                  </span>
                </Flex>
              </Link>
            ) : null}
            {blog ? (
              <Link href={blog} target="_blank" rel="noreferrer" size="2">
                <Flex align="center" gap="1" asChild>
                  <span>
                    <LinkIcon /> {t('userHome.blog')}
                  </span>
                </Flex>
              </Link>
            ) : null}
          </Flex>
          <DataList.Root size="1" mt="1">
            <DataList.Item>
              <DataList.Label minWidth="96px">{t('userHome.recentLogin')}</DataList.Label>
              <DataList.Value className="numeric">{formatDateTime(home.recentLoginTime)}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label minWidth="96px">{t('userHome.registeredFor')}</DataList.Label>
              <DataList.Value>
                {t('userHome.days', { count: daysSince(home.gmtCreate, Date.now()) })}
              </DataList.Value>
            </DataList.Item>
          </DataList.Root>
        </Flex>
        <Box width={{ initial: '100%', sm: 'auto' }}>
          <Grid columns="4" gap="5">
            <Stat label={t('userHome.submissions')} value={number(home.total)} />
            <Stat label={t('userHome.solved')} value={number(home.solvedList.length)} />
            <Stat label={t('userHome.score')} value={number(scoreSum(home.scoreList))} />
            <Stat label={t('userHome.rating')} value={ratingText(home.rating)} />
          </Grid>
        </Box>
      </Flex>
    </Card>
  );
}
