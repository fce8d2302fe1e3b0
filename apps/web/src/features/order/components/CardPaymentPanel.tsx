import { useEffect, useState } from 'react';
import {
  Badge,
  Box,
  Button,
  Code,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCreditCard, IconFlask, IconLock, IconWand } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import type { OrderView, PaymentProviderInfo } from '../api/inquire-order';
import { createSandboxCardToken, payByCard, type CardDetails } from '../api/card-payment';
import { cardBrand, cardDigits, expiryInFuture, formatCardNumber, luhnValid } from '../lib/card';
import { createOmiseToken, preloadOmise } from '../lib/omise';
import { baht, satang } from '../lib/payment';
import { Notice } from '@/components/Notice';
import { showPopup } from '@/components/popups';
import { SubmitButton } from '@/components/SubmitForm';
import { OrderSection } from './OrderSection';
import classes from './Order.module.css';

const BRAND_LABELS = {
  visa: 'VISA',
  mastercard: 'Mastercard',
  jcb: 'JCB',
  amex: 'AMEX',
  unionpay: 'UnionPay',
} as const;
const TEST_CARD = '4242 4242 4242 4242';

interface CardFormValues {
  number: string;
  name: string;
  month: string;
  year: string;
  cvc: string;
}

/**
 * Card payment: the card becomes a one-use token (Opn's Omise.js when the server names a public key,
 * else the sandbox's tokenizer), the token is charged for the amount in satang, and the browser goes
 * to the 3-D Secure address the reply names.
 */
export function CardPaymentPanel({
  order,
  provider,
  onRefresh,
}: {
  order: OrderView;
  provider: PaymentProviderInfo;
  /** Asks for the order again (a 409 means it can no longer be paid: it expired meanwhile). */
  onRefresh?: () => void;
}) {
  const { t } = useTranslation();
  const [paying, setPaying] = useState(false);
  const publicKey = provider.public_key;
  const sandbox = !publicKey;
  const thisYear = new Date().getFullYear();

  useEffect(() => {
    if (publicKey) preloadOmise();
  }, [publicKey]);

  const form = useForm<CardFormValues>({
    mode: 'controlled',
    initialValues: { number: '', name: '', month: '', year: '', cvc: '' },
    validate: {
      number: (v) => (luhnValid(cardDigits(v)) ? null : t('order.card.invalid.number')),
      name: (v) => (v.trim().length >= 2 ? null : t('order.card.invalid.name')),
      month: (v) => (v ? null : t('order.card.invalid.month')),
      year: (v, values) => {
        if (!v) return t('order.card.invalid.year');
        if (values.month && !expiryInFuture(Number(values.month), Number(v)))
          return t('order.card.invalid.expired');
        return null;
      },
      cvc: (v) => (/^\d{3,4}$/.test(v) ? null : t('order.card.invalid.cvc')),
    },
  });

  const brand = cardBrand(cardDigits(form.values.number));

  const pay = async (values: CardFormValues) => {
    if (paying) return;
    setPaying(true);
    const card: CardDetails = {
      number: cardDigits(values.number),
      name: values.name.trim(),
      expiryMonth: Number(values.month),
      expiryYear: Number(values.year),
      securityCode: values.cvc,
    };
    try {
      const token = publicKey ? await createOmiseToken(publicKey, card) : await createSandboxCardToken(card);
      const authorizeUri = await payByCard({
        token_key: token,
        uuid: order.uuid,
        email: order.email,
        mobile: order.mobile,
        paid_amount: satang(order.paid_amount),
        payment_method: order.payment_method,
      });
      if (!authorizeUri) {
        setPaying(false);
        showPopup({
          tone: 'warning',
          title: t('order.card.noAuthorizeTitle'),
          message: t('order.card.noAuthorize'),
          testId: 'card-no-authorize',
        });
        return;
      }
      // Stays "paying" while the browser leaves for 3-D Secure.
      window.location.assign(authorizeUri);
    } catch (error) {
      setPaying(false);
      // 409: the order can no longer be paid (its time ran out); the server's words say why.
      const conflict = error instanceof ApiError && error.status === 409;
      const detail =
        error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : '';
      showPopup({
        tone: 'error',
        title: t('order.error.title'),
        message: conflict ? detail : detail ? `${t('order.error.text')}\n${detail}` : t('order.error.text'),
        testId: 'card-error',
        onClose: conflict ? onRefresh : undefined,
      });
    }
  };

  const monthOptions = [
    { value: '', label: t('order.card.monthPlaceholder'), disabled: true },
    ...Array.from({ length: 12 }, (_, i) => {
      const m = String(i + 1).padStart(2, '0');
      return { value: m, label: m };
    }),
  ];
  const yearOptions = [
    { value: '', label: t('order.card.yearPlaceholder'), disabled: true },
    ...Array.from({ length: 15 }, (_, i) => ({ value: String(thisYear + i), label: String(thisYear + i) })),
  ];
  // The expiry's two selects; each part names its field, the browser's autofill and the test id.
  const expiry = [
    { part: 'month', label: t('order.card.expiryMonth'), options: monthOptions },
    { part: 'year', label: t('order.card.expiryYear'), options: yearOptions },
  ] as const;

  const declined = order.payment_status === 'failed';

  return (
    <OrderSection icon={IconCreditCard} title={t('order.card.title')} data-testid="payment-card">
      <Stack gap="md">
        {declined && (
          <Notice
            color="red"
            icon={IconAlertCircle}
            title={t('order.card.declinedTitle')}
            data-testid="card-declined"
          >
            <Text size="sm">{t('order.card.declinedText')}</Text>
            {order.payment_failure && order.payment_failure !== 'failed' && (
              <Text size="sm" mt={4} c="dimmed" data-testid="card-declined-reason">
                {t('order.card.declinedReason', { reason: order.payment_failure })}
              </Text>
            )}
          </Notice>
        )}

        <Text size="sm" c="dimmed">
          {t('order.card.intro')}
        </Text>

        {sandbox && (
          <Notice
            color="grape"
            icon={IconFlask}
            title={t('order.sandbox.title')}
            classNames={{ body: classes.sandboxNoticeBody }}
            data-testid="card-test-hint"
          >
            <Stack gap={8} align="flex-start">
              <Text size="sm">
                {t('order.card.testHintBefore')}{' '}
                <Code fz="sm" style={{ whiteSpace: 'nowrap' }}>
                  {TEST_CARD}
                </Code>{' '}
                {t('order.card.testHintAfter')}
              </Text>
              <Button
                size="compact-sm"
                variant="light"
                color="grape"
                leftSection={<IconWand size={14} />}
                onClick={() =>
                  form.setValues({
                    number: TEST_CARD,
                    name: 'SOMCHAI JAIDEE',
                    month: '12',
                    year: String(thisYear + 2),
                    cvc: '123',
                  })
                }
                data-testid="card-fill-test"
              >
                {t('order.card.fillTest')}
              </Button>
            </Stack>
          </Notice>
        )}

        <form onSubmit={form.onSubmit((values) => void pay(values))} noValidate>
          <Box className={classes.cardForm}>
            <Stack gap="sm">
              <TextInput
                label={t('order.card.number')}
                placeholder="0000 0000 0000 0000"
                inputMode="numeric"
                autoComplete="cc-number"
                required
                maxLength={23}
                leftSection={<IconCreditCard size={18} />}
                rightSection={
                  brand ? (
                    <Badge size="xs" variant="light" color="gray">
                      {BRAND_LABELS[brand]}
                    </Badge>
                  ) : null
                }
                rightSectionWidth={brand ? BRAND_LABELS[brand].length * 7 + 26 : undefined}
                rightSectionPointerEvents="none"
                {...form.getInputProps('number')}
                onChange={(e) => form.setFieldValue('number', formatCardNumber(e.currentTarget.value))}
                classNames={{ input: classes.cardNumberInput }}
                data-testid="card-number"
              />
              <TextInput
                label={t('order.card.name')}
                placeholder={t('order.card.namePlaceholder')}
                autoComplete="cc-name"
                required
                maxLength={60}
                {...form.getInputProps('name')}
                data-testid="card-name"
              />
              <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
                {expiry.map(({ part, label, options }) => (
                  <NativeSelect
                    key={part}
                    label={label}
                    data={options}
                    autoComplete={`cc-exp-${part}`}
                    required
                    {...form.getInputProps(part)}
                    data-testid={`card-expiry-${part}`}
                  />
                ))}
                <TextInput
                  label={t('order.card.cvc')}
                  placeholder="123"
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  required
                  maxLength={4}
                  {...form.getInputProps('cvc')}
                  onChange={(e) =>
                    form.setFieldValue('cvc', e.currentTarget.value.replace(/\D/g, '').slice(0, 4))
                  }
                  data-testid="card-cvc"
                />
              </SimpleGrid>
              <SubmitButton
                icon={IconLock}
                size="md"
                color="accent"
                fullWidth
                mt="xs"
                loading={paying}
                data-testid="card-pay"
              >
                {t('order.card.pay', { amount: baht(order.paid_amount) })}
              </SubmitButton>
              <Group gap={6} wrap="nowrap" justify="center">
                <IconLock size={14} className={classes.metaIcon} />
                <Text size="xs" c="dimmed" ta="center">
                  {sandbox ? t('order.card.secureSandbox') : t('order.card.secure')}
                </Text>
              </Group>
            </Stack>
          </Box>
        </form>
      </Stack>
    </OrderSection>
  );
}
