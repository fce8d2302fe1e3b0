import { forwardRef } from 'react';
import { Alert, Anchor, List, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AddressField, MissingItem } from '../model/order-checks';
import classes from './Register.module.css';

const ADDRESS_LABEL_KEYS = {
  delivery_add_name: 'registration.delivery.name',
  delivery_add_mobile_no: 'registration.delivery.mobile',
  delivery_add_no: 'registration.delivery.line',
  delivery_add_postcode: 'registration.delivery.postcode',
  delivery_add_sub_district: 'registration.delivery.subDistrict',
  delivery_add_district: 'registration.delivery.district',
  delivery_add_province: 'registration.delivery.province',
} as const satisfies Record<AddressField, string>;

/** Where each missing item is on the page (data-testid): a tap on the item takes the runner there. */
const TARGETS: Record<Exclude<MissingItem['kind'], 'address'>, string> = {
  noRunner: 'runner-fname',
  noMain: 'cart',
  noDelivery: 'delivery',
  payment: 'payment',
  formChecked: 'accept-terms',
  terms: 'accept-terms',
  condition: 'accept-condition',
};
const ADDRESS_TARGETS = {
  delivery_add_name: 'address-name',
  delivery_add_mobile_no: 'address-mobile',
  delivery_add_no: 'address-line',
  delivery_add_postcode: 'address-postcode',
  delivery_add_sub_district: 'address-sub-district',
  delivery_add_district: 'address-district',
  delivery_add_province: 'address-province',
} as const satisfies Record<AddressField, string>;

/** Scrolls to the item's field (or section) and puts the focus on it, or on its first control. */
function goTo(item: MissingItem) {
  const target = item.kind === 'address' ? ADDRESS_TARGETS[item.field] : TARGETS[item.kind];
  const el = document.querySelector<HTMLElement>(`[data-testid="${target}"]`);
  if (!el) return;
  el.scrollIntoView({ block: 'center', behavior: 'smooth' });
  const control = el.matches('input, select, textarea')
    ? el
    : el.querySelector<HTMLElement>(
        'input:not([disabled]), select:not([disabled]), textarea, button:not([disabled])',
      );
  control?.focus({ preventScroll: true });
}

/**
 * 'Missing Required Information': every order-level item still to fill in (seed 000 section 5), each
 * a link to its field.
 */
export const MissingPanel = forwardRef<HTMLDivElement, { items: MissingItem[]; extra: string[] }>(
  function MissingPanel({ items, extra }, ref) {
    const { t } = useTranslation();
    const text = (item: MissingItem): string => {
      switch (item.kind) {
        case 'address':
          return t('registration.missing.addressField', {
            field: t(ADDRESS_LABEL_KEYS[item.field]),
            reason: item.reason,
          });
        default:
          return t(`registration.missing.${item.kind}`);
      }
    };
    return (
      <Alert
        ref={ref}
        color="red"
        variant="light"
        radius="lg"
        icon={<IconAlertCircle size={22} />}
        title={t('registration.missing.title')}
        className={classes.missing}
        data-testid="missing-panel"
      >
        <Text size="sm" mb={6}>
          {t('registration.missing.intro')}
        </Text>
        <List size="sm" spacing={4}>
          {items.map((item, i) => (
            <List.Item key={`${item.kind}-${i}`} data-testid={`missing-${item.kind}`}>
              <Anchor
                component="button"
                type="button"
                size="sm"
                c="inherit"
                underline="always"
                onClick={() => goTo(item)}
              >
                {text(item)}
              </Anchor>
            </List.Item>
          ))}
          {extra.map((message, i) => (
            <List.Item key={`extra-${i}`} data-testid="missing-extra">
              {message}
            </List.Item>
          ))}
        </List>
      </Alert>
    );
  },
);
