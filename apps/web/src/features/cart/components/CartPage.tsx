import {
  Badge,
  Box,
  Card,
  EmptyState,
  Group,
  Image,
  Loader,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconArrowRight,
  IconInfoCircle,
  IconListCheck,
  IconRun,
  IconShirt,
  IconShoppingCart,
  IconUserCircle,
} from '@tabler/icons-react';
import { coverImage, formatBaht, type EventDetail, type Language } from '@raceday/domain';
import { useTranslation } from 'react-i18next';
import { useGetEvent } from '@/api/get-event';
import hero from '@/components/Hero.module.css';
import { LinkButton } from '@/components/LinkButton';
import { Notice } from '@/components/Notice';
import { PageContainer } from '@/components/PageContainer';
import { currentLanguage } from '@/lib/i18n';
import { pickText } from '@/lib/language';
import { shirtText } from '@/lib/shirt';
import { usePageTitle } from '@/lib/use-page-title';
import { entryPrice } from '../model/price';
import { useStoredCart, type CartGroup, type CartRunner } from '../model/stored-cart';
import classes from './Cart.module.css';

function RunnerRow({ runner, event, lang }: { runner: CartRunner; event?: EventDetail; lang: Language }) {
  const { t } = useTranslation();
  const runType = event?.run_type.find((r) => r.id === runner.run_type_id);
  const runTypeName = runType ? pickText(lang, runType.name, runType.name_en) : runner.run_type_name;
  const shirtOption = event?.t_shirt.find((s) => s.id === runner.t_shirt_id);
  const shirt = shirtOption ? pickText(lang, shirtOption.name, shirtOption.name_en) : runner.t_shirt_name;
  const price = entryPrice(runner, event);
  const teamSize = runner.members.length + 1;

  return (
    <Box className={classes.runner} data-testid="cart-runner">
      <Box className={classes.runnerHead}>
        <Group gap="sm" wrap="nowrap" align="flex-start" miw={0}>
          <ThemeIcon size={36} radius="xl" variant="light">
            <IconUserCircle size={22} stroke={1.5} />
          </ThemeIcon>
          <Stack gap={2} miw={0}>
            <Text fw={600} className={classes.name} data-testid="cart-runner-name">
              {`${runner.fname} ${runner.lname}`.trim()}
            </Text>
            {runTypeName && (
              <Text size="sm" data-testid="cart-runner-run-type">
                {runTypeName}
              </Text>
            )}
            <Group gap={8}>
              {shirt && (
                <Group gap={4} wrap="nowrap">
                  <IconShirt size={15} stroke={1.6} style={{ opacity: 0.7 }} />
                  <Text size="sm" c="dimmed" data-testid="cart-runner-shirt">
                    {shirtText(shirt, (size) => t('cart.shirt', { size }))}
                  </Text>
                </Group>
              )}
              {runner.members.length > 0 && (
                <Badge tt="none" size="sm" variant="light" color="orange">
                  {t('cart.teamOf', { count: teamSize })}
                </Badge>
              )}
            </Group>
            {runner.members.length > 0 && (
              <Text size="sm" c="dimmed">
                {t('cart.members', { names: runner.members.join(', ') })}
              </Text>
            )}
          </Stack>
        </Group>
        {price !== null && (
          <Text className={classes.price} data-testid="cart-runner-price">
            {t('cart.baht', { amount: formatBaht(price) })}
          </Text>
        )}
      </Box>
    </Box>
  );
}

function EventCart({ group, lang }: { group: CartGroup; lang: Language }) {
  const { t } = useTranslation();
  const { data: event, isPending } = useGetEvent(group.event_key);
  const prices = group.runners.map((r) => entryPrice(r, event));
  const known = prices.filter((p): p is number => p !== null);
  const total = known.length > 0 ? known.reduce((a, b) => a + b, 0) : null;

  return (
    <Card component="section" data-testid="cart-event" data-event={group.event_key}>
      <Box className={classes.eventHead} mb="md">
        {event && <Image {...coverImage(event)} sizes="160px" alt="" className={classes.cover} />}
        <Stack gap={4} miw={0} align="flex-start">
          <Title order={2} className={classes.eventTitle} data-testid="cart-event-title">
            {event ? pickText(lang, event.title, event.title_en) : group.event_key}
          </Title>
          {event ? (
            <Text size="sm" c="dimmed">
              {pickText(lang, event.event_date_text, event.event_date_text_en)}
            </Text>
          ) : (
            isPending && (
              <Group gap={6}>
                <Loader size="xs" />
                <Text size="sm" c="dimmed">
                  {t('cart.eventLoading')}
                </Text>
              </Group>
            )
          )}
          <Badge variant="light" tt="none" data-testid="cart-event-count">
            {t('cart.count', { count: group.runners.length })}
          </Badge>
        </Stack>
      </Box>

      <Stack gap="sm">
        {group.runners.map((runner) => (
          <RunnerRow key={runner.key} runner={runner} event={event} lang={lang} />
        ))}
      </Stack>

      <Group justify="space-between" align="center" gap="md" mt="md" className={classes.foot}>
        {total !== null ? (
          <Box>
            <Group gap={8} align="baseline">
              <Text fw={600}>{t('cart.total')}</Text>
              <Text fw={700} fz="lg" data-testid="cart-event-total">
                {t('cart.baht', { amount: formatBaht(total) })}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {t('cart.totalNote')}
            </Text>
          </Box>
        ) : (
          <span />
        )}
        <LinkButton
          to={`/${group.event_key}/register`}
          color="accent"
          rightSection={<IconArrowRight size={18} />}
          data-testid="cart-continue"
        >
          {t('cart.continue')}
        </LinkButton>
      </Group>
    </Card>
  );
}

/** `/cart`: the runners stored in this browser, with the way back to their event's registration page. */
export function CartPage() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  usePageTitle(t('cart.pageTitle'));
  const groups = useStoredCart();

  return (
    <PageContainer size="md" data-testid="cart-page">
      <Stack gap="lg">
        <Card className={hero.hero}>
          <Group gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon size={48} radius="xl" variant="light" visibleFrom="xs">
              <IconShoppingCart size={26} />
            </ThemeIcon>
            <Box miw={0}>
              <Title order={1} className={hero.title} data-testid="page-title">
                {t('cart.title')}
              </Title>
              <Text c="dimmed" size="sm" mt={4}>
                {t('cart.intro')}
              </Text>
            </Box>
          </Group>
        </Card>

        {groups.length === 0 ? (
          <Card data-testid="cart-page-empty">
            <EmptyState
              py="xl"
              variant="light"
              icon={<IconShoppingCart size={28} stroke={1.5} />}
              title={t('cart.emptyTitle')}
              description={t('cart.emptyText')}
            >
              <EmptyState.Actions>
                <LinkButton to="/" icon={IconRun} data-testid="cart-browse">
                  {t('cart.browse')}
                </LinkButton>
                <LinkButton to="/how-to-register" variant="default" icon={IconListCheck}>
                  {t('cart.howTo')}
                </LinkButton>
              </EmptyState.Actions>
            </EmptyState>
          </Card>
        ) : (
          <>
            <Notice color="brand" icon={IconInfoCircle}>
              {t('cart.pending')}
            </Notice>
            {groups.map((group) => (
              <EventCart key={group.event_key} group={group} lang={lang} />
            ))}
          </>
        )}
      </Stack>
    </PageContainer>
  );
}
