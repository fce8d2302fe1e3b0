import type { ReactNode } from 'react';
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

/** The two guides (texts under pages.howTo.<name>, section id guide-<name>), with their hero shortcut's colour. */
const GUIDES = [
  { name: 'runner', color: undefined },
  { name: 'team', color: 'grape' },
] as const;

type GuideName = (typeof GUIDES)[number]['name'];

const guideId = (name: GuideName) => `guide-${name}`;

/** The index of the "pay on the order page" step, which lists the three ways to pay. */
const PAY_STEP = 6;

function scrollToGuide(name: GuideName) {
  document.getElementById(guideId(name))?.scrollIntoView({ behavior: 'smooth', block: 'start' });
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
  name,
  art,
  looks,
  cols,
  extra,
  footer,
}: {
  name: GuideName;
  art: ReactNode;
  looks: Look[];
  cols: '4' | 'team';
  extra?: (index: number) => ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const id = guideId(name);
  const n = GUIDES.findIndex((g) => g.name === name) + 1;
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
      {footer}
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

        <Guide
          name="runner"
          art={<PayArt />}
          looks={RUNNER_LOOKS}
          cols="4"
          extra={(i) => (i === PAY_STEP ? <PaymentMethods /> : null)}
          footer={
            <Notice color="teal" icon={IconGift} mt="md">
              {t('pages.howTo.runner.freeNote')}
            </Notice>
          }
        />

        <Guide
          name="team"
          art={<TeamArt />}
          looks={TEAM_LOOKS}
          cols="team"
          footer={
            <Notice color="brand" icon={IconShieldLock} mt="md">
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
            </Notice>
          }
        />

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
