import { forwardRef, memo } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EventDetail, Language } from '@raceday/domain';
import type { AddressErrors } from '../model/order-checks';
import type { AddressLists, AddressState } from '../model/use-address-cascade';
import { DeliveryAddress } from './DeliveryAddress';
import { DeliveryChoices } from './DeliveryChoices';
import type { OnField } from './fields';
import { SectionCard } from './SectionCard';

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
            <DeliveryAddress
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
