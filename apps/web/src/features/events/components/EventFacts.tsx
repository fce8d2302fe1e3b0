import type { ReactNode } from 'react';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPackage, IconRun, IconShirt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  formatBaht,
  formatDateTime,
  fromBaht,
  type EventDetail,
  type Language,
  type RunTypeOption,
} from '@raceday/domain';
import { useCheckParticipateLimit } from '@/api/check-participate-limit';
import { ageLimitText, type AgeLimitKeys } from '@/components/runner-side/age-limit';
import { pickText } from '@/lib/language';
import classes from './EventDetail.module.css';

const AGE_KEYS: AgeLimitKeys = {
  range: 'event.facts.ageRange',
  min: 'event.facts.ageMin',
  max: 'event.facts.ageMax',
};

/** "อายุ 18 ปีขึ้นไป", "อายุไม่เกิน 12 ปี", "อายุ 12–17 ปี", or nothing. */
function useAgeText() {
  const { t } = useTranslation();
  return (r: RunTypeOption): string | null => ageLimitText(t, AGE_KEYS, r);
}

function Section({
  title,
  icon,
  testId,
  children,
}: {
  title: string;
  icon: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card padding="xl" className={classes.section} data-testid={testId}>
      <Group gap="xs" className={classes.sectionTitle} wrap="nowrap">
        {icon}
        <Title order={2} fz="1.25rem">
          {title}
        </Title>
      </Group>
      {children}
    </Card>
  );
}

/**
 * What a runner weighs before starting the form (as RunSignup, Race Roster and Thai race pages show
 * it): each race type with its price now and when it changes (early bird ends, late entry begins),
 * team size, age limit and places left; the shirt sizes, with
 * any extra cost and those sold out; how the kit is collected or sent, and what that costs.
 */
export function EventFacts({ event, lang }: { event: EventDetail; lang: Language }) {
  const { t } = useTranslation();
  const ageText = useAgeText();
  const isOpen = event.is_open_register === 'Y';
  // The same query as the registration button's: one call serves both.
  const limit = useCheckParticipateLimit(event.event_key, { enabled: isOpen, language: 'TH' });
  const placesLeft = limit.data?.runTypePlaces;
  const soldOut = new Set(limit.data?.soldOutShirtIds ?? []);
  const baht = (amount: number) =>
    amount > 0
      ? t('event.facts.baht', { amount: formatBaht(fromBaht(amount), { whole: true }) })
      : t('event.facts.free');

  return (
    <>
      {event.run_type.length > 0 && (
        <Section
          title={t('event.facts.raceTypes')}
          icon={<IconRun size={22} stroke={1.6} />}
          testId="event-race-types"
        >
          <Stack gap={0} className={classes.factList}>
            {event.run_type.map((r) => {
              const age = ageText(r);
              const left = isOpen ? placesLeft?.get(r.id) : undefined;
              const description = pickText(lang, r.description, r.description_en);
              return (
                <div key={r.id} className={classes.fact} data-testid="event-race-type" data-run-type={r.id}>
                  <Stack gap={4} miw={0}>
                    <Text fw={600}>{pickText(lang, r.name, r.name_en)}</Text>
                    {description && (
                      <Text size="sm" c="dimmed">
                        {description}
                      </Text>
                    )}
                    {r.next_price !== null && r.next_price_at && (
                      <Text size="sm" fw={500} c="accent.9" data-testid="event-race-type-next-price">
                        {r.price_name
                          ? t('event.facts.priceUntil', {
                              name: pickText(lang, r.price_name, r.price_name_en),
                              date: formatDateTime(r.next_price_at, lang),
                              price: baht(r.next_price),
                            })
                          : t('event.facts.priceFrom', {
                              date: formatDateTime(r.next_price_at, lang),
                              price: baht(r.next_price),
                            })}
                      </Text>
                    )}
                    <Group gap={6}>
                      {r.start_time && (
                        <Badge variant="light" color="gray" tt="none" data-testid="event-race-type-start">
                          {t('event.facts.start', { time: r.start_time })}
                        </Badge>
                      )}
                      {r.team_size > 1 && (
                        <Badge variant="light" color="grape" tt="none">
                          {t('event.facts.team', { count: r.team_size })}
                        </Badge>
                      )}
                      {age && (
                        <Badge variant="light" color="brand" tt="none" data-testid="event-race-type-age">
                          {age}
                        </Badge>
                      )}
                      {left !== undefined && (
                        <Badge
                          variant="light"
                          color={left === 0 ? 'red' : 'teal'}
                          tt="none"
                          data-testid="event-race-type-places"
                        >
                          {left === 0
                            ? t('event.facts.full')
                            : t('event.facts.placesLeft', { count: left, n: left.toLocaleString('en-US') })}
                        </Badge>
                      )}
                    </Group>
                  </Stack>
                  <Text className={classes.factPrice} data-testid="event-race-type-price">
                    {baht(r.price)}
                  </Text>
                </div>
              );
            })}
          </Stack>
          {event.is_system_fee === 'Y' && event.system_fee_amt > 0 && (
            <Text size="sm" c="dimmed" mt="sm">
              {t('event.facts.systemFee', { amount: baht(event.system_fee_amt) })}
            </Text>
          )}
        </Section>
      )}

      {event.t_shirt.length > 0 && (
        <Section
          title={t('event.facts.shirts')}
          icon={<IconShirt size={22} stroke={1.6} />}
          testId="event-shirts"
        >
          <Group gap="xs">
            {event.t_shirt.map((s) => {
              const runType = event.run_type.find((r) => r.id === s.run_type_id);
              return (
                <Badge
                  key={s.id}
                  size="lg"
                  variant="default"
                  tt="none"
                  className={classes.size}
                  data-sold-out={soldOut.has(s.id) || undefined}
                  data-testid="event-shirt"
                >
                  {pickText(lang, s.name, s.name_en)}
                  {s.additional_price > 0 && ` +${baht(s.additional_price)}`}
                  {runType && ` · ${pickText(lang, runType.name, runType.name_en)}`}
                  {soldOut.has(s.id) && ` · ${t('event.facts.soldOut')}`}
                </Badge>
              );
            })}
          </Group>
          <Text size="sm" c="dimmed" mt="sm">
            {t('event.facts.sizeHint')}
          </Text>
        </Section>
      )}

      {event.delivery_type.length > 0 && (
        <Section
          title={t('event.facts.kit')}
          icon={<IconPackage size={22} stroke={1.6} />}
          testId="event-delivery"
        >
          <Stack gap={0} className={classes.factList}>
            {event.delivery_type.map((d) => (
              <div key={d.id} className={classes.fact} data-testid="event-delivery-type">
                <Stack gap={4} miw={0}>
                  <Text fw={600}>{pickText(lang, d.name, d.name_en)}</Text>
                  <Text size="sm" c="dimmed">
                    {pickText(lang, d.description, d.description_en)}
                  </Text>
                  {d.price > 0 && d.price_additional > 0 && (
                    <Text size="sm" fw={500} data-testid="event-delivery-extra">
                      {t('event.facts.perExtra', { amount: baht(d.price_additional) })}
                    </Text>
                  )}
                </Stack>
                <Text className={classes.factPrice}>{baht(d.price)}</Text>
              </div>
            ))}
          </Stack>
        </Section>
      )}
    </>
  );
}
