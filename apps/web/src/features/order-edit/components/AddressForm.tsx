import { useRef, useState } from 'react';
import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDeviceFloppy, IconRefresh, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@raceday/domain';
import { ApiError } from '@/lib/api';
import { apiFieldError, stripFieldPrefix } from '@/lib/issues';
import type { OrderDetail } from '../api/order-detail';
import { useOrderAddress } from '../api/order-address';
import {
  ADDRESS_FIELDS,
  ADDRESS_MAX,
  addressErrors,
  addressValues,
  type AddressField,
} from '../model/address';
import { showPopup } from '@/components/popups';
import classes from './OrderEdit.module.css';

const LABELS = {
  delivery_add_name: 'orderEdit.address.name',
  delivery_add_mobile_no: 'orderEdit.address.mobile',
  delivery_add_no: 'orderEdit.address.line',
  delivery_add_sub_district: 'orderEdit.address.subDistrict',
  delivery_add_district: 'orderEdit.address.district',
  delivery_add_province: 'orderEdit.address.province',
  delivery_add_postcode: 'orderEdit.address.postcode',
} as const satisfies Record<AddressField, string>;

const TEST_IDS: Record<AddressField, string> = {
  delivery_add_name: 'address-name',
  delivery_add_mobile_no: 'address-mobile',
  delivery_add_no: 'address-line',
  delivery_add_sub_district: 'address-sub-district',
  delivery_add_district: 'address-district',
  delivery_add_province: 'address-province',
  delivery_add_postcode: 'address-postcode',
};

/** The delivery address of an order whose pickup needs one (PATCH /v1/order/address, seed 001 §5 limits). */
export function AddressForm({
  order,
  eventKey,
  deliveryName,
  lang,
}: {
  order: OrderDetail;
  eventKey: string;
  /** The pickup's name in the page's language. */
  deliveryName: string;
  lang: Language;
}) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(() => addressValues(order));
  const [errors, setErrors] = useState<Partial<Record<AddressField, string>>>({});
  const save = useOrderAddress();

  function submit() {
    if (save.isPending) return;
    const ids = { event_key: eventKey, uuid: order.uuid };
    const found = addressErrors(values, ids, lang);
    const own = Object.fromEntries(
      ADDRESS_FIELDS.filter((f) => found[f]).map((f) => [f, found[f]]),
    ) as Partial<Record<AddressField, string>>;
    if (Object.keys(own).length > 0) {
      setErrors(own);
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setErrors({});
    const trimmed = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, values[f].trim()])) as Record<
      AddressField,
      string
    >;
    save.mutate(
      { ...ids, ...trimmed },
      {
        onSuccess: (reply) =>
          showPopup({
            tone: 'success',
            title: reply.message || t('orderEdit.saved'),
            autoClose: 1500,
            testId: 'order-edit-saved',
          }),
        onError: (error) => {
          const fieldError = apiFieldError(error, ADDRESS_FIELDS);
          if (fieldError) setErrors(fieldError);
          const message =
            error instanceof ApiError && error.status !== 0
              ? stripFieldPrefix(error.message, error.field)
              : t('orderEdit.network');
          showPopup({
            tone: 'error',
            title: t('orderEdit.errorPopup', { message }),
            autoClose: 5000,
            testId: 'order-edit-error',
          });
        },
      },
    );
  }

  const field = (f: AddressField, extra: { inputMode?: 'numeric' | 'tel'; span?: boolean } = {}) => (
    <TextInput
      key={f}
      label={t(LABELS[f])}
      withAsterisk
      maxLength={ADDRESS_MAX[f]}
      inputMode={extra.inputMode}
      value={values[f]}
      error={errors[f]}
      className={extra.span ? classes.span2 : undefined}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setValues((prev) => ({ ...prev, [f]: value }));
        setErrors((prev) => {
          if (!prev[f]) return prev;
          const next = { ...prev };
          delete next[f];
          return next;
        });
      }}
      data-testid={TEST_IDS[f]}
    />
  );

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="address-form">
      <form
        ref={formRef}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Group gap="xs" wrap="nowrap">
            <IconTruckDelivery size={22} className={classes.accentIcon} />
            <Title order={2} fz="h4">
              {t('orderEdit.address.title')}
            </Title>
          </Group>
          <Text size="sm" c="dimmed">
            {t('orderEdit.address.intro', { type: deliveryName })}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {field('delivery_add_name')}
            {field('delivery_add_mobile_no', { inputMode: 'tel' })}
            {field('delivery_add_no', { span: true })}
            {field('delivery_add_sub_district')}
            {field('delivery_add_district')}
            {field('delivery_add_province')}
            {field('delivery_add_postcode', { inputMode: 'numeric' })}
          </SimpleGrid>
          <Group justify="flex-end" gap="sm" className={classes.actions}>
            <Button
              variant="default"
              leftSection={<IconRefresh size={18} />}
              onClick={() => {
                setValues(addressValues(order));
                setErrors({});
              }}
              data-testid="address-reset"
            >
              {t('orderEdit.form.reset')}
            </Button>
            <Button
              type="submit"
              leftSection={<IconDeviceFloppy size={18} />}
              loading={save.isPending}
              data-testid="address-save"
            >
              {t('orderEdit.address.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
