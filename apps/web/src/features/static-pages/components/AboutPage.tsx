import {
  Box,
  Button,
  Card,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconChartBar,
  IconCreditCard,
  IconGift,
  IconInfoCircle,
  IconLayoutDashboard,
  IconMail,
  IconRocket,
  IconSend,
  IconSettings,
  IconTicket,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/lib/use-page-title';
import { toSteps } from '../model/content';
import { useSiteContacts } from '@/api/get-site';
import { mailtoUrl } from '@/lib/contacts';
import { ContactList } from './ContactList';
import { PageHero } from './PageHero';
import { StepCard } from './StepCard';
import classes from './StaticPages.module.css';

const OFFER_LOOKS = [
  { icon: IconGift, color: 'grape' },
  { icon: IconTicket, color: 'brand' },
  { icon: IconChartBar, color: 'teal' },
  { icon: IconCreditCard, color: 'accent' },
] as const;

const READY_LOOKS = [
  { icon: IconSend, color: 'brand' },
  { icon: IconSettings, color: 'teal' },
  { icon: IconRocket, color: 'accent' },
] as const;

/** `/about`: what RaceDay offers, ready in about a day, contact channels and a call to organizers. */
export function AboutPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.about.pageTitle'));
  const offers = toSteps(t('pages.about.offers', { returnObjects: true }));
  const ready = toSteps(t('pages.about.readySteps', { returnObjects: true }));
  const site = useSiteContacts();
  const mailto = site.data
    ? mailtoUrl(site.data.email, t('pages.about.ctaSubject'), t('pages.about.ctaBody'))
    : undefined;

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'lg' }} data-testid="about-page">
      <Stack gap="xl">
        <PageHero
          icon={IconInfoCircle}
          eyebrow={t('pages.about.eyebrow')}
          title={t('pages.about.title')}
          intro={t('pages.about.intro')}
        />

        <Box component="section" aria-labelledby="about-offer">
          <Stack gap={4} mb="md">
            <Title order={2} id="about-offer" className={classes.sectionTitle}>
              {t('pages.about.offerTitle')}
            </Title>
            <Text c="dimmed" className={classes.lead}>
              {t('pages.about.offerIntro')}
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
            {offers.map((offer, i) => {
              const look = OFFER_LOOKS[i % OFFER_LOOKS.length]!;
              const Icon = look.icon;
              return (
                <Paper
                  key={offer.title}
                  withBorder
                  shadow="xs"
                  p={{ base: 'md', sm: 'lg' }}
                  data-testid="about-offer"
                >
                  <ThemeIcon size={44} radius="md" variant="light" color={look.color} mb="sm">
                    <Icon size={24} stroke={1.7} />
                  </ThemeIcon>
                  <Title order={3} className={classes.stepTitle} mb={4}>
                    {offer.title}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {offer.text}
                  </Text>
                </Paper>
              );
            })}
          </SimpleGrid>
        </Box>

        <Box component="section" aria-labelledby="about-ready">
          <Stack gap={4} mb="md">
            <Title order={2} id="about-ready" className={classes.sectionTitle}>
              {t('pages.about.readyTitle')}
            </Title>
            <Text c="dimmed" className={classes.lead}>
              {t('pages.about.readyIntro')}
            </Text>
          </Stack>
          <ol className={classes.stepGrid} data-cols="3">
            {ready.map((step, i) => {
              const look = READY_LOOKS[i % READY_LOOKS.length]!;
              return (
                <StepCard
                  key={step.title}
                  n={i + 1}
                  label={t('pages.about.stepLabel', { n: i + 1 })}
                  icon={look.icon}
                  color={look.color}
                  title={step.title}
                  text={step.text}
                />
              );
            })}
          </ol>
        </Box>

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Card component="section" aria-labelledby="about-contact" data-testid="about-contact">
            <Title order={2} id="about-contact" className={classes.sectionTitle}>
              {t('pages.about.contactTitle')}
            </Title>
            <Text c="dimmed" size="sm" mt={4} mb="lg">
              {t('pages.about.contactText')}
            </Text>
            {/* Half a row from md: one contact per line, so the e-mail address is never broken. */}
            <ContactList cols={{ base: 1, xs: 2, md: 1 }} />
          </Card>
          <Card
            component="section"
            aria-labelledby="about-cta"
            className={classes.cta}
            data-testid="about-cta"
          >
            <ThemeIcon variant="white" color="accent" radius="xl" size="xl" mb="sm">
              <IconMail size={22} />
            </ThemeIcon>
            <Title order={2} id="about-cta" className={classes.sectionTitle} c="white">
              {t('pages.about.ctaTitle')}
            </Title>
            <Text c="white" opacity={0.88} mt={4} mb="lg">
              {t('pages.about.ctaText')}
            </Text>
            <Group gap="sm" mt="auto" className={classes.ctaActions}>
              <Button
                component="a"
                href={mailto}
                color="accent"
                leftSection={<IconMail size={18} />}
                data-testid="about-cta-mail"
              >
                {t('pages.about.ctaButton')}
              </Button>
              <Button
                component={Link}
                to="/dashboard-organizer"
                variant="white"
                color="brand"
                leftSection={<IconLayoutDashboard size={18} />}
              >
                {t('pages.about.ctaSecondary')}
              </Button>
            </Group>
          </Card>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
