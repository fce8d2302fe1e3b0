import type { ReactNode } from 'react';
import { Box, Button, Card, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
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
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/LinkButton';
import { PageContainer } from '@/components/PageContainer';
import { usePageTitle } from '@/lib/use-page-title';
import { toSteps } from '../model/content';
import { useSiteContacts } from '@/api/get-site';
import { mailtoUrl } from '@/lib/contacts';
import { ContactList } from './ContactList';
import { PageHero } from './PageHero';
import { StepList } from './StepCard';
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

/** One part of the page: its heading and lead, then what it shows. */
function AboutSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Stack gap={4} mb="md">
        <Title order={2} id={id} className={classes.sectionTitle}>
          {title}
        </Title>
        <Text c="dimmed" className={classes.lead}>
          {intro}
        </Text>
      </Stack>
      {children}
    </Box>
  );
}

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
    <PageContainer size="lg" data-testid="about-page">
      <Stack gap="xl">
        <PageHero
          icon={IconInfoCircle}
          eyebrow={t('pages.about.eyebrow')}
          title={t('pages.about.title')}
          intro={t('pages.about.intro')}
        />

        <AboutSection
          id="about-offer"
          title={t('pages.about.offerTitle')}
          intro={t('pages.about.offerIntro')}
        >
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
        </AboutSection>

        <AboutSection
          id="about-ready"
          title={t('pages.about.readyTitle')}
          intro={t('pages.about.readyIntro')}
        >
          <StepList
            steps={ready}
            looks={READY_LOOKS}
            cols="3"
            label={(n) => t('pages.about.stepLabel', { n })}
          />
        </AboutSection>

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
              <LinkButton to="/dashboard-organizer" variant="white" color="brand" icon={IconLayoutDashboard}>
                {t('pages.about.ctaSecondary')}
              </LinkButton>
            </Group>
          </Card>
        </SimpleGrid>
      </Stack>
    </PageContainer>
  );
}
