import type { ComponentType, ReactNode } from 'react';
import { Anchor, Badge, Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
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
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/LinkButton';
import { Notice } from '@/components/Notice';
import { PageContainer } from '@/components/PageContainer';
import { usePageTitle } from '@/lib/use-page-title';
import { toSteps } from '../model/content';
import { PayArt, TeamArt } from './Illustrations';
import { PageHero } from './PageHero';
import { StepList, type Look } from './StepCard';
import hero from '@/components/Hero.module.css';
import classes from './StaticPages.module.css';

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

/** The runner's guide ends with a word on free events. */
function FreeNote() {
  const { t } = useTranslation();
  return (
    <Notice color="teal" icon={IconGift} mt="md">
      {t('pages.howTo.runner.freeNote')}
    </Notice>
  );
}

/** The team's guide ends with the members' consent and the privacy policy. */
function ConsentNote() {
  const { t } = useTranslation();
  return (
    <Notice color="brand" icon={IconShieldLock} mt="md">
      <Text size="sm">{t('pages.howTo.team.consentNote')}</Text>
      <Anchor component={Link} to="/privacy-policy" size="sm" fw={600} data-testid="howto-privacy-link">
        {t('pages.common.links.privacy')}
      </Anchor>
    </Notice>
  );
}

/** A guide: its texts are under pages.howTo.<name>, its section's id is guide-<name>. */
interface GuideSpec {
  name: 'runner' | 'team';
  /** The hero's shortcut to it. */
  color?: string;
  Art: ComponentType;
  looks: Look[];
  cols: '4' | 'team';
  /** What a step shows under its text. */
  extra?: (index: number) => ReactNode;
  Footer: ComponentType;
}

const GUIDES: GuideSpec[] = [
  {
    name: 'runner',
    Art: PayArt,
    looks: RUNNER_LOOKS,
    cols: '4',
    extra: (i) => (i === PAY_STEP ? <PaymentMethods /> : null),
    Footer: FreeNote,
  },
  { name: 'team', color: 'grape', Art: TeamArt, looks: TEAM_LOOKS, cols: 'team', Footer: ConsentNote },
];

const guideId = (name: GuideSpec['name']) => `guide-${name}`;

function scrollToGuide(name: GuideSpec['name']) {
  document.getElementById(guideId(name))?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

function Guide({ guide: { name, Art, looks, cols, extra, Footer }, n }: { guide: GuideSpec; n: number }) {
  const { t } = useTranslation();
  const id = guideId(name);
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      className={classes.guideSection}
      data-testid={id}
    >
      <Box className={classes.guideHead} mb="md">
        <Art />
        <Stack gap={4} miw={0}>
          <Badge variant="light" className={classes.eyebrow}>
            {t('pages.howTo.guideLabel', { n })}
          </Badge>
          <Title order={2} id={`${id}-title`} className={classes.sectionTitle}>
            {t(`pages.howTo.${name}.title`)}
          </Title>
          <Text c="dimmed" size="sm">
            {t(`pages.howTo.${name}.intro`)}
          </Text>
        </Stack>
      </Box>
      <StepList
        steps={toSteps(t(`pages.howTo.${name}.steps`, { returnObjects: true }))}
        looks={looks}
        cols={cols}
        label={(n) => t('pages.howTo.stepLabel', { n })}
        extra={extra}
      />
      <Footer />
    </Box>
  );
}

/** `/how-to-register`: two illustrated guides, one runner registering and paying, and a team or friends. */
export function HowToRegisterPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.howTo.pageTitle'));

  return (
    <PageContainer size="lg" data-testid="howto-page">
      <Stack gap="xl">
        <PageHero icon={IconListCheck} title={t('pages.howTo.title')} intro={t('pages.howTo.intro')}>
          <Group gap="sm" className={classes.heroActions}>
            {GUIDES.map(({ name, color }, i) => (
              <Button
                key={name}
                variant="light"
                color={color}
                leftSection={<IconArrowDown size={16} />}
                onClick={() => scrollToGuide(name)}
              >
                {`${t('pages.howTo.guideLabel', { n: i + 1 })}: ${t(`pages.howTo.${name}.title`)}`}
              </Button>
            ))}
          </Group>
        </PageHero>

        {GUIDES.map((guide, i) => (
          <Guide key={guide.name} guide={guide} n={i + 1} />
        ))}

        <Card className={hero.hero} data-testid="howto-next">
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
              <LinkButton
                to="/find-order"
                variant="light"
                icon={IconFileSearch}
                data-testid="howto-find-order"
              >
                {t('pages.common.links.findOrder')}
              </LinkButton>
              <LinkButton to="/" color="accent" icon={IconRun} data-testid="howto-events">
                {t('pages.common.links.events')}
              </LinkButton>
            </Group>
          </Group>
        </Card>
      </Stack>
    </PageContainer>
  );
}
