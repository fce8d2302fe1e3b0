import type { ReactNode } from 'react';
import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglassHigh, IconLock, IconMoodHeart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EventDetail, Language } from '@raceday/domain';
import { pickText } from '@/lib/language';

/** Each notice's icon and colour; its title is registration.<name>Title, its test id register-<name>. */
const NOTICES = {
  soon: { icon: <IconHourglassHigh size={38} stroke={1.5} />, color: 'accent' },
  closed: { icon: <IconLock size={36} stroke={1.5} />, color: 'gray' },
  full: { icon: <IconMoodHeart size={38} stroke={1.5} />, color: 'brand' },
};

/** Instead of the form: why there is none, and a way back to the other events. */
function RegisterNotice({ name, text }: { name: keyof typeof NOTICES; text: ReactNode }) {
  const { t } = useTranslation();
  const { icon, color } = NOTICES[name];
  return (
    <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} data-testid={`register-${name}`}>
      <Stack align="center" ta="center" gap="sm" py="md">
        <ThemeIcon size={72} radius="xl" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <Title order={2} fz={{ base: 'h3', sm: 'h2' }}>
          {t(`registration.${name}Title`)}
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
  return <RegisterNotice name="soon" text={start ? t('registration.soonText', { date: start }) : ''} />;
}

export function ClosedNotice() {
  const { t } = useTranslation();
  return <RegisterNotice name="closed" text={t('registration.closedText')} />;
}

/** The participant limit is reached: thanks, no form. */
export function FullNotice() {
  const { t } = useTranslation();
  return <RegisterNotice name="full" text={t('registration.fullText')} />;
}
