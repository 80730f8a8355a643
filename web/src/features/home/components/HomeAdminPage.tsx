import '../home.css';
import { type Exam, examsRule } from '@oj/events/contracts';
import { Button, Card, Flex, Grid, Heading, IconButton, Skeleton, Text, TextField } from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPageHeader } from '@/components/AdminPageHeader';
import { PlusIcon } from '@/components/icons';
import { showMessage } from '@/lib/notices';
import { useApiQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { removeCarouselImage, saveExams, uploadCarouselImage } from '../api/homeAdmin';
import { getCarousel, getExams } from '../api/homeReads';

/** /admin/home: the home page's carousel images and the exams its count-down counts to (admin roles). */
export function HomeAdminPage() {
  const { t } = useTranslation();
  return (
    <Flex direction="column" gap="5">
      <AdminPageHeader
        title={t('homePage.settings.title')}
        description={t('homePage.settings.description')}
      />
      <CarouselSettings />
      <ExamSettings />
    </Flex>
  );
}

function CarouselSettings() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const slides = useApiQuery(queryKeys.homeCarousel, getCarousel);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const run = async (write: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      client.setQueryData(queryKeys.homeCarousel, await write());
      showMessage('success', done);
    } catch {
      // The request layer has shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card>
      <Flex justify="between" align="center" mb="3" wrap="wrap" gap="2">
        <Heading as="h2" size="4">
          {t('homePage.settings.carousel')}
        </Heading>
        <Button disabled={busy} onClick={() => input.current?.click()}>
          <PlusIcon /> {t('homePage.settings.upload')}
        </Button>
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif,image/bmp"
          hidden
          data-testid="carousel-upload"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void run(() => uploadCarouselImage(file), t('homePage.settings.uploaded'));
          }}
        />
      </Flex>
      <Text as="p" size="1" color="gray" mb="3">
        {t('homePage.settings.uploadHint')}
      </Text>
      {!slides.data ? <Skeleton height="120px" /> : null}
      {slides.data?.length === 0 ? (
        <Text size="2" color="gray">
          {t('homePage.settings.noImages')}
        </Text>
      ) : null}
      <Grid columns={{ initial: '1', sm: '3' }} gap="3">
        {slides.data?.map((slide) => (
          <Flex key={slide.id} direction="column" gap="2">
            <img src={slide.url} alt="" className="home-admin-slide" />
            <Button
              color="red"
              variant="soft"
              disabled={busy}
              onClick={() => void run(() => removeCarouselImage(slide.id), t('homePage.settings.removed'))}
            >
              {t('homePage.settings.remove')}
            </Button>
          </Flex>
        ))}
      </Grid>
    </Card>
  );
}

function ExamSettings() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const saved = useApiQuery(queryKeys.homeExams, getExams, { startsForm: true });
  const [exams, setExams] = useState<Exam[] | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (saved.data && exams === undefined) setExams(saved.data);
  }, [saved.data, exams]);
  if (!exams) return <Skeleton height="160px" />;
  const edit = (index: number, change: Partial<Exam>) =>
    setExams(exams.map((exam, i) => (i === index ? { ...exam, ...change } : exam)));
  const save = async () => {
    const checked = examsRule.safeParse(exams);
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    setError(undefined);
    try {
      const next = await saveExams(checked.data);
      client.setQueryData(queryKeys.homeExams, next);
      setExams(next);
      showMessage('success', t('homePage.settings.saved'));
    } catch {
      // Shown by the request layer.
    }
  };
  return (
    <Card>
      <Heading as="h2" size="4" mb="3">
        {t('homePage.settings.exams')}
      </Heading>
      <Flex direction="column" gap="2">
        {exams.map((exam, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; their place is their identity.
          <Flex key={i} gap="2" align="center" wrap="wrap">
            <TextField.Root
              value={exam.name}
              placeholder={t('homePage.settings.examName')}
              aria-label={t('homePage.settings.examName')}
              onChange={(event) => edit(i, { name: event.target.value })}
              style={{ flex: 1, minWidth: 180 }}
            />
            <TextField.Root
              type="date"
              value={exam.date}
              aria-label={t('homePage.settings.examDate')}
              onChange={(event) => edit(i, { date: event.target.value })}
            />
            <IconButton
              color="red"
              variant="soft"
              aria-label={t('homePage.settings.remove')}
              onClick={() => setExams(exams.filter((_, j) => j !== i))}
            >
              ×
            </IconButton>
          </Flex>
        ))}
      </Flex>
      {error ? (
        <Text as="p" color="red" size="2" mt="2">
          {error}
        </Text>
      ) : null}
      <Flex gap="2" mt="3">
        <Button variant="soft" onClick={() => setExams([...exams, { name: '', date: '' }])}>
          <PlusIcon /> {t('homePage.settings.addExam')}
        </Button>
        <Button onClick={() => void save()}>{t('homePage.settings.save')}</Button>
      </Flex>
    </Card>
  );
}
