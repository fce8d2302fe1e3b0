import type { ReactNode } from 'react';
import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglassHigh, IconLock, IconMoodHeart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EventDetail, Language } from '@raceday/domain';
import { pickText } from '@/lib/language';

function Notice({
  icon,
  color,
  title,
  text,
  testId,
}: {
  icon: ReactNode;
  color: string;
  title: string;
  text: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} data-testid={testId}>
      <Stack align="center" ta="center" gap="sm" py="md">
        <ThemeIcon size={72} radius="xl" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <Title order={2} fz={{ base: 'h3', sm: 'h2' }}>
          {title}
        </Title>
        <Text c="dimmed" maw={480}>
          {text}
        </Text>
        <Button component={Link} to="/" variant="light" mt="sm">
          {t('registration.otherEvents')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** is_open_register N and not ended: the opening time, no form. */
export function SoonNotice({ event, lang }: { event: EventDetail; lang: Language }) {
  const { t } = useTranslation();
  const start = pickText(lang, event.registration_start_txt_th, event.registration_start_txt_en);
  return (
    <Notice
      icon={<IconHourglassHigh size={38} stroke={1.5} />}
      color="accent"
      title={t('registration.soonTitle')}
      text={start ? t('registration.soonText', { date: start }) : ''}
      testId="register-soon"
    />
  );
}

export function ClosedNotice() {
  const { t } = useTranslation();
  return (
    <Notice
      icon={<IconLock size={36} stroke={1.5} />}
      color="gray"
      title={t('registration.closedTitle')}
      text={t('registration.closedText')}
      testId="register-closed"
    />
  );
}

/** The participant limit is reached: thanks, no form. */
export function FullNotice() {
  const { t } = useTranslation();
  return (
    <Notice
      icon={<IconMoodHeart size={38} stroke={1.5} />}
      color="brand"
      title={t('registration.fullTitle')}
      text={t('registration.fullText')}
      testId="register-full"
    />
  );
}
