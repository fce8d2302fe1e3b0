import type { ComponentType, ReactNode } from 'react';
import { Alert, Anchor, Badge, Box, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconArrowDown,
  IconBuildingBank,
  IconChecklist,
  IconCreditCard,
  IconCrown,
  IconFileSearch,
  IconGift,
  IconHandFinger,
  IconInfoCircle,
  IconListCheck,
  IconQrcode,
  IconReceipt,
  IconRun,
  IconSearch,
  IconShieldLock,
  IconTruckDelivery,
  IconUser,
  IconUserPlus,
  IconUsersGroup,
  IconUsersPlus,
  IconWallet,
  type IconProps,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/lib/use-page-title';
import { toSteps, type TextStep } from '../model/content';
import { PayArt, TeamArt } from './Illustrations';
import { PageHero } from './PageHero';
import { StepCard } from './StepCard';
import classes from './StaticPages.module.css';

interface Look {
  icon: ComponentType<IconProps>;
  color: string;
}

const RUNNER_LOOKS: Look[] = [
  { icon: IconSearch, color: 'brand' },
  { icon: IconHandFinger, color: 'accent' },
  { icon: IconUserPlus, color: 'teal' },
  { icon: IconTruckDelivery, color: 'grape' },
  { icon: IconWallet, color: 'brand' },
  { icon: IconReceipt, color: 'accent' },
  { icon: IconQrcode, color: 'teal' },
  { icon: IconFileSearch, color: 'grape' },
];

const TEAM_LOOKS: Look[] = [
  { icon: IconUser, color: 'brand' },
  { icon: IconUsersPlus, color: 'teal' },
  { icon: IconCrown, color: 'accent' },
  { icon: IconUsersGroup, color: 'grape' },
  { icon: IconChecklist, color: 'brand' },
];

/** The index of the "pay on the order page" step, which lists the three ways to pay. */
const PAY_STEP = 6;

function scrollToGuide(id: string) {
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

function PaymentMethods() {
  const { t } = useTranslation();
  const methods = [
    { icon: IconQrcode, text: t('pages.howTo.runner.methods.promptpay') },
    { icon: IconCreditCard, text: t('pages.howTo.runner.methods.card') },
    { icon: IconBuildingBank, text: t('pages.howTo.runner.methods.transfer') },
  ];
  return (
    <Stack gap={6} className={classes.methods} data-testid="howto-methods">
      {methods.map(({ icon: Icon, text }) => (
        <Group key={text} gap={8} wrap="nowrap" align="flex-start">
          <Icon size={16} stroke={1.8} style={{ flexShrink: 0, marginTop: 3 }} />
          <Text size="xs">{text}</Text>
        </Group>
      ))}
    </Stack>
  );
}

function Guide({
  id,
  n,
  art,
  title,
  intro,
  steps,
  looks,
  cols,
  extra,
  footer,
}: {
  id: string;
  n: number;
  art: ReactNode;
  title: string;
  intro: string;
  steps: TextStep[];
  looks: Look[];
  cols: '4' | 'team';
  extra?: (index: number) => ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      className={classes.guideSection}
      data-testid={id}
    >
      <Box className={classes.guideHead} mb="md">
        {art}
        <Stack gap={4} miw={0}>
          <Badge variant="light" className={classes.eyebrow}>
            {t('pages.howTo.guideLabel', { n })}
          </Badge>
          <Title order={2} id={`${id}-title`} className={classes.sectionTitle}>
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            {intro}
          </Text>
        </Stack>
      </Box>
      <ol className={classes.stepGrid} data-cols={cols}>
        {steps.map((step, i) => {
          const look = looks[i % looks.length]!;
          return (
            <StepCard
              key={step.title}
              n={i + 1}
              label={t('pages.howTo.stepLabel', { n: i + 1 })}
              icon={look.icon}
              color={look.color}
              title={step.title}
              text={step.text}
            >
              {extra?.(i)}
            </StepCard>
          );
        })}
      </ol>
      {footer}
    </Box>
  );
}

/** `/how-to-register`: two illustrated guides, one runner registering and paying, and a team or friends. */
export function HowToRegisterPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.howTo.pageTitle'));
  const runnerSteps = toSteps(t('pages.howTo.runner.steps', { returnObjects: true }));
  const teamSteps = toSteps(t('pages.howTo.team.steps', { returnObjects: true }));

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'lg' }} data-testid="howto-page">
      <Stack gap="xl">
        <PageHero icon={IconListCheck} title={t('pages.howTo.title')} intro={t('pages.howTo.intro')}>
          <Group gap="sm" className={classes.heroActions}>
            <Button
              variant="light"
              leftSection={<IconArrowDown size={16} />}
              onClick={() => scrollToGuide('guide-runner')}
            >
              {`${t('pages.howTo.guideLabel', { n: 1 })}: ${t('pages.howTo.runner.title')}`}
            </Button>
            <Button
              variant="light"
              color="grape"
              leftSection={<IconArrowDown size={16} />}
              onClick={() => scrollToGuide('guide-team')}
            >
              {`${t('pages.howTo.guideLabel', { n: 2 })}: ${t('pages.howTo.team.title')}`}
            </Button>
          </Group>
        </PageHero>

        <Guide
          id="guide-runner"
          n={1}
          art={<PayArt />}
          title={t('pages.howTo.runner.title')}
          intro={t('pages.howTo.runner.intro')}
          steps={runnerSteps}
          looks={RUNNER_LOOKS}
          cols="4"
          extra={(i) => (i === PAY_STEP ? <PaymentMethods /> : null)}
          footer={
            <Alert variant="light" color="teal" icon={<IconGift size={20} />} mt="md" radius="md">
              {t('pages.howTo.runner.freeNote')}
            </Alert>
          }
        />

        <Guide
          id="guide-team"
          n={2}
          art={<TeamArt />}
          title={t('pages.howTo.team.title')}
          intro={t('pages.howTo.team.intro')}
          steps={teamSteps}
          looks={TEAM_LOOKS}
          cols="team"
          footer={
            <Alert variant="light" color="brand" icon={<IconShieldLock size={20} />} mt="md" radius="md">
              <Text size="sm">{t('pages.howTo.team.consentNote')}</Text>
              <Anchor
                component={Link}
                to="/privacy-policy"
                size="sm"
                fw={600}
                data-testid="howto-privacy-link"
              >
                {t('pages.common.links.privacy')}
              </Anchor>
            </Alert>
          }
        />

        <Card className={classes.hero} data-testid="howto-next">
          <Group justify="space-between" gap="md" align="center">
            <Group gap="md" wrap="nowrap" align="flex-start" miw={0} style={{ flex: '1 1 320px' }}>
              <IconInfoCircle size={28} stroke={1.6} style={{ flexShrink: 0 }} />
              <Box miw={0}>
                <Title order={2} className={classes.stepTitle}>
                  {t('pages.howTo.findTitle')}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('pages.howTo.findText')}
                </Text>
              </Box>
            </Group>
            <Group gap="sm" className={classes.ctaActions}>
              <Button
                component={Link}
                to="/find-order"
                variant="light"
                leftSection={<IconFileSearch size={18} />}
                data-testid="howto-find-order"
              >
                {t('pages.common.links.findOrder')}
              </Button>
              <Button
                component={Link}
                to="/"
                color="accent"
                leftSection={<IconRun size={18} />}
                data-testid="howto-events"
              >
                {t('pages.common.links.events')}
              </Button>
            </Group>
          </Group>
        </Card>
      </Stack>
    </Container>
  );
}
