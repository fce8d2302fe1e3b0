import { ActionIcon, Indicator } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HEADER_BADGE, HEADER_ICON_BUTTON } from './header-buttons';

/** Cart link with the seed's static badge of 1. */
export function CartButton() {
  const { t } = useTranslation();
  return (
    <Indicator {...HEADER_BADGE} label={1} color="accent">
      <ActionIcon
        component={Link}
        to="/cart"
        {...HEADER_ICON_BUTTON}
        aria-label={t('header.cart')}
        data-testid="cart-button"
      >
        <IconShoppingCart size={19} stroke={1.7} />
      </ActionIcon>
    </Indicator>
  );
}
