import { ActionIcon, Indicator } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Cart link with the seed's static badge of 1. */
export function CartButton() {
  const { t } = useTranslation();
  return (
    <Indicator label={1} size={16} offset={5} color="accent" withBorder zIndex={5}>
      <ActionIcon
        component={Link}
        to="/cart"
        variant="default"
        size="lg"
        radius="md"
        aria-label={t('header.cart')}
        data-testid="cart-button"
      >
        <IconShoppingCart size={19} stroke={1.7} />
      </ActionIcon>
    </Indicator>
  );
}
