import { useMemo } from 'react';
import { SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@raceday/domain';
import { apiFieldError } from '@/lib/issues';
import type { OrderDetail } from '../api/order-detail';
import { useOrderAddress } from '../api/order-address';
import {
  ADDRESS_FIELDS,
  ADDRESS_MAX,
  addressFormSchema,
  addressValues,
  type AddressField,
} from '../model/address';
import { useEditForm } from '../model/use-edit-form';
import { EditFormCard } from './EditFormCard';
import { useSaveFeedback } from './save-feedback';
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

const INPUT_MODES: Partial<Record<AddressField, 'numeric' | 'tel'>> = {
  delivery_add_mobile_no: 'tel',
  delivery_add_postcode: 'numeric',
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
  const schema = useMemo(() => addressFormSchema(lang), [lang]);
  const { form, formRef, onSubmit } = useEditForm(schema, addressValues(order));
  const mutation = useOrderAddress();
  const feedback = useSaveFeedback();

  const save = (address: Record<AddressField, string>) =>
    mutation.mutate(
      { event_key: eventKey, uuid: order.uuid, ...address },
      {
        onSuccess: feedback.saved,
        onError: (error) => {
          const onField = apiFieldError(error, ADDRESS_FIELDS);
          if (onField) form.setErrors(onField);
          feedback.refused(error);
        },
      },
    );

  return (
    <EditFormCard
      formRef={formRef}
      icon={<IconTruckDelivery size={22} className={classes.accentIcon} />}
      title={t('orderEdit.address.title')}
      saveLabel={t('orderEdit.address.save')}
      saving={mutation.isPending}
      onSubmit={onSubmit(save, mutation.isPending)}
      onReset={form.reset}
      testIds={{ card: 'address-form', reset: 'address-reset', save: 'address-save' }}
    >
      <Text size="sm" c="dimmed">
        {t('orderEdit.address.intro', { type: deliveryName })}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {ADDRESS_FIELDS.map((f) => (
          <TextInput
            key={f}
            label={t(LABELS[f])}
            withAsterisk
            maxLength={ADDRESS_MAX[f]}
            inputMode={INPUT_MODES[f]}
            className={f === 'delivery_add_no' ? classes.span2 : undefined}
            {...form.getInputProps(f)}
            data-testid={TEST_IDS[f]}
          />
        ))}
      </SimpleGrid>
    </EditFormCard>
  );
}
