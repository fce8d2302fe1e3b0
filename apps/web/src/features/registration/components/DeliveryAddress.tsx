import { memo, useMemo } from 'react';
import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconHomeShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ParseKeys } from 'i18next';
import type { AddressItem } from '../api/address-items';
import type { AddressErrors, AddressField } from '../model/order-checks';
import type { AddressLists, AddressState } from '../model/use-address-cascade';
import { SelectField, TextField, type OnField } from './fields';

const LINE_ORDER: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];

/** The lists the postcode opens, each choosable once the one before it is chosen. */
const AREAS = [
  {
    path: 'subDistrict',
    list: 'subDistricts',
    field: 'delivery_add_sub_district',
    label: 'registration.delivery.subDistrict',
    before: 'registration.delivery.postcodeFirst',
    testId: 'address-sub-district',
  },
  {
    path: 'district',
    list: 'districts',
    field: 'delivery_add_district',
    label: 'registration.delivery.district',
    before: 'registration.delivery.subDistrictFirst',
    testId: 'address-district',
  },
  {
    path: 'province',
    list: 'provinces',
    field: 'delivery_add_province',
    label: 'registration.delivery.province',
    before: 'registration.delivery.districtFirst',
    testId: 'address-province',
  },
] as const satisfies readonly {
  path: keyof AddressState;
  list: Exclude<keyof AddressLists, 'postcodeUnknown'>;
  field: AddressField;
  label: ParseKeys;
  before: ParseKeys;
  testId: string;
}[];

/** Recipient (defaulting to the main registrant), address line, and the postcode cascade. */
export function DeliveryAddress({
  address,
  lists,
  onField,
  defaults,
  errors,
}: {
  address: AddressState;
  lists: AddressLists;
  /** Paths: name, mobile, line, postcode, subDistrict, district, province. */
  onField: OnField;
  /** The main registrant's name and mobile, the recipient's defaults. */
  defaults: { name: string; mobile: string };
  errors: AddressErrors;
}) {
  const { t } = useTranslation();
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
            value={address.name ?? defaults.name}
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
            value={address.mobile ?? defaults.mobile}
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
          value={address.line}
          error={errors.delivery_add_no}
          description={t('registration.delivery.lineHint', { count: address.line.length })}
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
            value={address.postcode}
            error={
              errors.delivery_add_postcode ??
              (lists.postcodeUnknown ? t('registration.delivery.postcodeNotFound') : undefined)
            }
            onField={onField}
            data-testid="address-postcode"
          />
          {AREAS.map((a) => (
            <AreaSelect
              key={a.path}
              path={a.path}
              label={t(a.label)}
              before={
                a.path === 'subDistrict' && lists.postcodeUnknown
                  ? t('registration.delivery.postcodeCheck')
                  : t(a.before)
              }
              items={lists[a.list]}
              value={address[a.path] ?? ''}
              error={errors[a.field]}
              onField={onField}
              testId={a.testId}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/** A sub-district, district or province select: disabled, with what to choose first, while empty. */
const AreaSelect = memo(function AreaSelect({
  path,
  label,
  before,
  items,
  value,
  error,
  onField,
  testId,
}: {
  path: string;
  label: string;
  /** The placeholder while the list is empty: what to fill in first. */
  before: string;
  items: AddressItem[];
  value: string;
  error?: string;
  onField: OnField;
  testId: string;
}) {
  const { t } = useTranslation();
  const data = useMemo(() => items.map((i) => ({ value: i.ref, label: i.name })), [items]);
  return (
    <SelectField
      path={path}
      label={label}
      placeholder={data.length ? t('registration.form.choose') : before}
      withAsterisk
      disabled={data.length === 0}
      data={data}
      value={value}
      error={error}
      onField={onField}
      data-testid={testId}
    />
  );
});
