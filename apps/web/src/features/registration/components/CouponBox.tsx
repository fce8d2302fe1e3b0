import { useRef, useState, memo } from 'react';
import { Alert, Button, Group, Input, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck, IconDiscount2, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatBaht, fromBaht, LIMITS, type Language } from '@raceday/domain';
import { ApiError } from '@/lib/api';
import { pickText } from '@/lib/language';
import { useCheckCoupon } from '../api/check-coupon';
import { catalogText } from '@/lib/issues';
import type { CouponState } from '../model/coupon';
import { showPopup } from '@/components/popups';
import { AsideCard } from './AsideCard';
import classes from './Register.module.css';

export interface CouponBoxProps {
  eventKey: string;
  lang: Language;
  runnerCount: number;
  /** The race types in the cart: the server checks the coupon applies to them. */
  runTypeIds: number[];
  value: CouponState;
  onChange: (next: CouponState) => void;
}

/** The discount code box (seed 000 sections 4, 5, 9): one runner only, 8 characters. */
export const CouponBox = memo(function CouponBox({
  eventKey,
  lang,
  runnerCount,
  runTypeIds,
  value,
  onChange,
}: CouponBoxProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const check = useCheckCoupon();
  const applied = value.status === 'applied';
  const tooMany = runnerCount > 1;

  async function apply() {
    const code = value.code.trim().toUpperCase();
    if (code === '') {
      showPopup({
        tone: 'warning',
        title: t('registration.coupon.emptyTitle'),
        message: t('registration.coupon.empty'),
        onClose: () => setTimeout(() => inputRef.current?.focus(), 0),
        testId: 'coupon-empty',
      });
      return;
    }
    if (code.length !== LIMITS.couponCodeLength) {
      setError(catalogText('v.coupon_code', lang));
      inputRef.current?.focus();
      return;
    }
    setError(null);
    try {
      const reply = await check.mutateAsync({ eventKey, couponCode: code, runTypeIds });
      onChange({ ...value, code, status: reply.is_found_coupon === 'Y' ? 'applied' : 'notFound', reply });
    } catch (e) {
      // Too many checks (429): the server's message, not "not found".
      if (e instanceof ApiError && e.status === 429) {
        setError(e.message);
        return;
      }
      onChange({ ...value, code, status: 'notFound', reply: null });
    }
  }

  const reply = value.reply;
  const description = reply
    ? pickText(lang, reply.description, reply.description_en)
    : t('registration.coupon.notFound');
  const discountText =
    reply?.discount_type === 'PERCENTAGE'
      ? t('registration.coupon.percentOff', { percent: reply.discount })
      : t('registration.coupon.fixedPrice', {
          amount: t('registration.baht', { amount: formatBaht(fromBaht(reply?.discount ?? 0)) }),
        });

  return (
    <AsideCard icon={IconDiscount2} title={t('registration.coupon.title')} headingMb="sm" testId="coupon-box">
      <Stack gap="sm">
        <Input.Wrapper label={t('registration.coupon.question')}>
          <SegmentedControl
            mt={4}
            fullWidth
            value={value.wanted}
            disabled={applied || tooMany}
            onChange={(wanted) => {
              setError(null);
              onChange({ ...value, wanted: wanted as CouponState['wanted'], status: 'idle', reply: null });
            }}
            data={[
              { value: 'NO', label: t('registration.coupon.no') },
              { value: 'YES', label: t('registration.coupon.yes') },
            ]}
            data-testid="coupon-choice"
          />
        </Input.Wrapper>
        {tooMany && (
          <Text size="sm" c="dimmed" data-testid="coupon-one-runner">
            {t('registration.coupon.oneRunner')}
          </Text>
        )}

        {value.wanted === 'YES' && !applied && (
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              ref={inputRef}
              size="md"
              style={{ flex: 1 }}
              className={classes.couponInput}
              aria-label={t('registration.coupon.code')}
              placeholder={t('registration.coupon.code')}
              maxLength={LIMITS.couponCodeLength}
              autoComplete="off"
              autoCapitalize="characters"
              value={value.code}
              disabled={tooMany}
              onChange={(e) => {
                setError(null);
                onChange({
                  ...value,
                  code: e.currentTarget.value.replace(/\s/g, ''),
                  status: 'idle',
                  reply: null,
                });
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  void apply();
                }
              }}
              error={error}
              data-testid="coupon-code"
            />
            <Button
              size="md"
              onClick={() => void apply()}
              loading={check.isPending}
              disabled={tooMany}
              data-testid="coupon-apply"
            >
              {t('registration.coupon.apply')}
            </Button>
          </Group>
        )}

        {value.status === 'notFound' && (
          <Group gap={6} wrap="nowrap" align="flex-start" c="red" data-testid="coupon-not-found">
            <IconX size={18} style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm" c="red">
              {description}
            </Text>
          </Group>
        )}

        {applied && reply && (
          <Alert
            color={tooMany ? 'yellow' : 'teal'}
            variant="light"
            icon={<IconCircleCheck size={20} />}
            title={t('registration.coupon.applied', { code: value.code })}
            data-testid="coupon-applied"
          >
            <Stack gap={6}>
              <Text size="sm">{discountText}</Text>
              <Text size="sm" c="dimmed">
                {description}
              </Text>
              {tooMany && (
                <Text size="sm" fw={500}>
                  {t('registration.coupon.inactive')}
                </Text>
              )}
              <Button
                variant="subtle"
                color="gray"
                size="compact-sm"
                style={{ alignSelf: 'flex-start' }}
                onClick={() => onChange({ ...value, status: 'idle', reply: null })}
                data-testid="coupon-remove"
              >
                {t('registration.coupon.remove')}
              </Button>
            </Stack>
          </Alert>
        )}
      </Stack>
    </AsideCard>
  );
});
