import { ActionIcon, Indicator } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCartEntryCount } from '@/lib/stored-carts';
import { HEADER_BADGE, HEADER_ICON_BUTTON } from './header-buttons';

/** Cart link; its badge counts the runner entries in every event's cart, and hides at none. */
export function CartButton() {
  const { t } = useTranslation();
  const count = useCartEntryCount();
  return (
    <Indicator {...HEADER_BADGE} label={count} color="accent" disabled={count === 0} data-testid="cart-count">
      <ActionIcon
        component={Link}
        to="/cart"
        {...HEADER_ICON_BUTTON}
        aria-label={count > 0 ? t('header.cartWith', { count }) : t('header.cart')}
        data-testid="cart-button"
      >
        <IconShoppingCart size={19} stroke={1.7} />
      </ActionIcon>
    </Indicator>
  );
}
