import { forwardRef, memo, useMemo } from 'react';
import { Badge, Group, Paper, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconHomeShare, IconMapPin, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatBaht, fromBaht, type EventDetail, type Language } from '@raceday/domain';
import type { AddressItem } from '../api/address-items';
import { deliveryDescription, deliveryName } from '../model/event-view';
import type { AddressErrors } from '../model/order-checks';
import type { AddressLists, AddressState } from '../model/use-address-cascade';
import { SelectField, TextField, type OnField } from './fields';
import { SectionCard } from './SectionCard';
import classes from './Register.module.css';

export interface DeliverySectionProps {
  event: EventDetail;
  lang: Language;
  value: number | null;
  onChange: (deliveryTypeId: number) => void;
  /** Shown once the runner has tried to submit. */
  error?: string;
  address: AddressState;
  lists: AddressLists;
  /** Paths: name, mobile, line, postcode, subDistrict, district, province. */
  onAddressField: OnField;
  /** The main registrant's name and mobile, the recipient's defaults. */
  defaults: { name: string; mobile: string };
  addressErrors: AddressErrors;
}

/** Race-kit pickup or delivery (radio cards), and the address block when the choice needs one. */
export const DeliverySection = memo(
  forwardRef<HTMLDivElement, DeliverySectionProps>(function DeliverySection(
    { event, lang, value, onChange, error, address, lists, onAddressField, defaults, addressErrors },
    ref,
  ) {
    const { t } = useTranslation();
    const chosen = event.delivery_type.find((d) => d.id === value);
    return (
      <SectionCard
        ref={ref}
        number={3}
        title={t('registration.delivery.title')}
        subtitle={t('registration.delivery.subtitle')}
        data-testid="delivery"
      >
        <Stack gap="md">
          <DeliveryChoices event={event} lang={lang} value={value} onChange={onChange} error={error} />
          {chosen?.is_require_address === 'Y' && (
            <AddressBlock
              address={address}
              lists={lists}
              onField={onAddressField}
              defaults={defaults}
              errors={addressErrors}
            />
          )}
        </Stack>
      </SectionCard>
    );
  }),
);

const DeliveryChoices = memo(function DeliveryChoices({
  event,
  lang,
  value,
  onChange,
  error,
}: Pick<DeliverySectionProps, 'event' | 'lang' | 'value' | 'onChange' | 'error'>) {
  const { t } = useTranslation();
  const baht = (amount: number) =>
    t('registration.baht', { amount: formatBaht(fromBaht(amount), { whole: true }) });
  return (
    <Radio.Group
      value={value === null ? '' : String(value)}
      onChange={(v) => onChange(Number(v))}
      error={error}
    >
      <SimpleGrid
        type="container"
        cols={{ base: 1, '640px': Math.min(2, event.delivery_type.length) }}
        spacing="sm"
      >
        {event.delivery_type.map((d) => (
          <Radio.Card
            key={d.id}
            value={String(d.id)}
            className={classes.choice}
            data-testid={`delivery-${d.id}`}
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator mt={3} />
              <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                <Group gap={6} wrap="nowrap" justify="space-between" align="flex-start">
                  <Group gap={6} wrap="nowrap">
                    {d.is_require_address === 'Y' ? (
                      <IconTruckDelivery size={18} stroke={1.6} style={{ flexShrink: 0 }} />
                    ) : (
                      <IconMapPin size={18} stroke={1.6} style={{ flexShrink: 0 }} />
                    )}
                    <Text fw={600} lh={1.35}>
                      {deliveryName(d, lang)}
                    </Text>
                  </Group>
                  <Text className={classes.price} c="brand">
                    {d.price > 0 ? baht(d.price) : t('registration.free')}
                  </Text>
                </Group>
                <Text size="sm" c="dimmed">
                  {deliveryDescription(d, lang)}
                </Text>
                {d.price_additional > 0 && (
                  <Badge variant="light" color="gray" size="sm" tt="none" style={{ alignSelf: 'flex-start' }}>
                    {t('registration.delivery.perExtra', { amount: baht(d.price_additional) })}
                  </Badge>
                )}
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
});

const LINE_ORDER: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];
const toData = (items: AddressItem[]) => items.map((i) => ({ value: i.ref, label: i.name }));

/** Recipient (defaulting to the main registrant), address line, and the postcode cascade. */
function AddressBlock({
  address: state,
  lists,
  onField,
  defaults,
  errors,
}: {
  address: AddressState;
  lists: AddressLists;
  onField: OnField;
  defaults: { name: string; mobile: string };
  errors: AddressErrors;
}) {
  const { t } = useTranslation();
  const subDistricts = useMemo(() => toData(lists.subDistricts), [lists.subDistricts]);
  const districts = useMemo(() => toData(lists.districts), [lists.districts]);
  const provinces = useMemo(() => toData(lists.provinces), [lists.provinces]);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="delivery-address">
      <Group gap={8} mb="sm">
        <IconHomeShare size={18} stroke={1.6} />
        <Text fw={600}>{t('registration.delivery.addressTitle')}</Text>
      </Group>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextField
            path="name"
            label={t('registration.delivery.name')}
            withAsterisk
            maxLength={40}
            autoComplete="name"
            value={state.name ?? defaults.name}
            error={errors.delivery_add_name}
            onField={onField}
            data-testid="address-name"
          />
          <TextField
            path="mobile"
            type="tel"
            inputMode="numeric"
            label={t('registration.delivery.mobile')}
            withAsterisk
            autoComplete="tel-national"
            digits={10}
            value={state.mobile ?? defaults.mobile}
            error={errors.delivery_add_mobile_no}
            onField={onField}
            data-testid="address-mobile"
          />
        </SimpleGrid>
        <TextField
          path="line"
          label={t('registration.delivery.line')}
          placeholder={t('registration.delivery.linePlaceholder')}
          withAsterisk
          maxLength={60}
          autoComplete="address-line1"
          value={state.line}
          error={errors.delivery_add_no}
          description={t('registration.delivery.lineHint', { count: state.line.length })}
          inputWrapperOrder={LINE_ORDER}
          data-testid="address-line"
          onField={onField}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextField
            path="postcode"
            inputMode="numeric"
            label={t('registration.delivery.postcode')}
            withAsterisk
            autoComplete="postal-code"
            digits={5}
            value={state.postcode}
            error={errors.delivery_add_postcode}
            onField={onField}
            data-testid="address-postcode"
          />
          <SelectField
            path="subDistrict"
            label={t('registration.delivery.subDistrict')}
            placeholder={
              subDistricts.length ? t('registration.form.choose') : t('registration.delivery.postcodeFirst')
            }
            withAsterisk
            disabled={subDistricts.length === 0}
            data={subDistricts}
            value={state.subDistrict ?? ''}
            error={errors.delivery_add_sub_district}
            onField={onField}
            data-testid="address-sub-district"
          />
          <SelectField
            path="district"
            label={t('registration.delivery.district')}
            placeholder={
              districts.length ? t('registration.form.choose') : t('registration.delivery.subDistrictFirst')
            }
            withAsterisk
            disabled={districts.length === 0}
            data={districts}
            value={state.district ?? ''}
            error={errors.delivery_add_district}
            onField={onField}
            data-testid="address-district"
          />
          <SelectField
            path="province"
            label={t('registration.delivery.province')}
            placeholder={
              provinces.length ? t('registration.form.choose') : t('registration.delivery.districtFirst')
            }
            withAsterisk
            disabled={provinces.length === 0}
            data={provinces}
            value={state.province ?? ''}
            error={errors.delivery_add_province}
            onField={onField}
            data-testid="address-province"
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
