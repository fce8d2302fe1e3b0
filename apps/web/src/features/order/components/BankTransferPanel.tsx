import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Box, Group, Image, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlarm,
  IconBuildingBank,
  IconClockHour4,
  IconFileUpload,
  IconHourglassHigh,
  IconInfoCircle,
  IconPhotoUp,
  IconReplace,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Notice } from '@/components/Notice';
import { SubmitButton, SubmitForm } from '@/components/SubmitForm';
import { bankNameIn } from '@raceday/domain';
import { errorMessage } from '@/lib/api';
import { currentLanguage } from '@/lib/i18n';
import type { OrderView } from '../api/inquire-order';
import { uploadSlip } from '../api/upload-slip';
import { hasValue } from '../lib/applicants';
import { baht } from '../lib/payment';
import { CopyValue } from './CopyValue';
import { OrderSection } from './OrderSection';
import { showPopup } from '@/components/popups';
import classes from './Order.module.css';

const SLIP_TYPES = ['image/jpeg', 'image/png'];
const SLIP_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** Seed 001 §5: the wrong-file-type message stays 7 seconds. */
const WRONG_TYPE_MS = 7000;

function isSlipImage(file: File): boolean {
  if (SLIP_TYPES.includes(file.type)) return true;
  // Some phones give no type: fall back on the name.
  return file.type === '' && /\.(jpe?g|png)$/i.test(file.name);
}

/** Typing "0600" gives "06:00"; at most HH:mm. */
function normaliseTime(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  if (value.includes(':')) {
    const [h = '', m = ''] = value.split(':');
    return `${h.replace(/\D/g, '').slice(0, 2)}:${m.replace(/\D/g, '').slice(0, 2)}`.slice(0, 5);
  }
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}

function AccountRow({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" className={classes.accountRow}>
      <Box miw={0}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text fw={600} className={classes.accountValue} data-testid={testId}>
          {value}
        </Text>
      </Box>
      <CopyValue value={value} label={t('order.copyLabel', { label })} testId={`${testId}-copy`} />
    </Group>
  );
}

/** DIRECT: the organizer's account, the slip rule, and the slip form (INITIAL, no slip yet) or the waiting notice. */
export function BankTransferPanel({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const hasSlip = order.has_slip === 'Y';
  const hasAccount =
    hasValue(order.payment_account_no) ||
    hasValue(order.payment_account_name) ||
    hasValue(order.payment_bank_name);

  return (
    <OrderSection icon={IconBuildingBank} title={t('order.transfer.title')} data-testid="payment-transfer">
      <Stack gap="md">
        {order.status === 'INITIAL' && !hasSlip && (
          <Text size="sm" c="dimmed">
            {t('order.transfer.intro')}
          </Text>
        )}
        {order.status === 'INITIAL' && !hasSlip && hasValue(order.expires_at_txt) && (
          <Notice color="accent" icon={IconAlarm} data-testid="transfer-deadline">
            {t('order.transfer.deadline', { date: order.expires_at_txt })}
          </Notice>
        )}
        {hasAccount ? (
          <Box className={classes.account} data-testid="transfer-account">
            <AccountRow
              label={t('order.transfer.accountNo')}
              value={order.payment_account_no}
              testId="transfer-account-no"
            />
            <AccountRow
              label={t('order.transfer.accountName')}
              value={order.payment_account_name}
              testId="transfer-account-name"
            />
            <AccountRow
              label={t('order.transfer.bank')}
              value={bankNameIn(order.payment_bank_name, currentLanguage())}
              testId="transfer-bank"
            />
            <Group justify="space-between" className={classes.accountRow} wrap="nowrap">
              <Text size="sm" c="dimmed">
                {t('order.transfer.amount')}
              </Text>
              <Text fw={700} fz="lg" className={classes.amount} data-testid="transfer-amount">
                {baht(order.paid_amount)} {t('order.currency')}
              </Text>
            </Group>
          </Box>
        ) : (
          <Notice color="yellow" icon={IconInfoCircle}>
            {t('order.transfer.noAccount')}
          </Notice>
        )}

        <Notice color="brand" icon={IconClockHour4} data-testid="transfer-review">
          {t('order.transfer.review')}
        </Notice>

        {hasSlip ? (
          <SlipWaiting order={order} />
        ) : order.status === 'INITIAL' ? (
          <SlipForm order={order} />
        ) : null}
      </Stack>
    </OrderSection>
  );
}

function SlipWaiting({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const paid = order.status === 'PAID';
  return (
    <Box className={classes.slipWaiting} data-testid={paid ? 'slip-checked' : 'slip-waiting'}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={40} radius="xl" variant="light" color={paid ? 'teal' : 'accent'}>
          <IconHourglassHigh size={22} />
        </ThemeIcon>
        <Box miw={0}>
          <Text fw={600}>{paid ? t('order.transfer.checked') : t('order.transfer.waiting')}</Text>
          {order.payment_slip_time !== '' && (
            <Text size="sm" c="dimmed" data-testid="slip-time-shown">
              {t('order.transfer.slipTime', { time: order.payment_slip_time })}
            </Text>
          )}
        </Box>
      </Group>
      {order.payment_slip_url !== '' && (
        <Image
          src={order.payment_slip_url}
          alt={t('order.transfer.slipAlt')}
          className={classes.slipImage}
          fit="contain"
          data-testid="slip-image"
        />
      )}
    </Box>
  );
}

function SlipForm({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<{ file: File; preview: string } | null>(null);
  const previewRef = useRef<string | null>(null);
  const [time, setTime] = useState('');
  const [errors, setErrors] = useState<{ file?: string; time?: string }>({});
  const [sending, setSending] = useState(false);

  const file = chosen?.file ?? null;

  // The preview's object URL is released when it is replaced and when the form goes away.
  const setPreviewFile = (next: File | null) => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = next ? URL.createObjectURL(next) : null;
    setChosen(next && previewRef.current ? { file: next, preview: previewRef.current } : null);
  };
  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.currentTarget.files?.[0] ?? null;
    if (!picked) return;
    if (!isSlipImage(picked)) {
      // Not sent: the input is cleared and the seed's message shows for 7 seconds.
      event.currentTarget.value = '';
      setPreviewFile(null);
      showPopup({
        tone: 'warning',
        title: t('order.transfer.wrongType'),
        autoClose: WRONG_TYPE_MS,
        testId: 'slip-wrong-type',
      });
      return;
    }
    setPreviewFile(picked);
    setErrors((e) => ({ ...e, file: undefined }));
  };

  const submit = async () => {
    const next: { file?: string; time?: string } = {};
    if (!file) next.file = t('order.transfer.fileRequired');
    if (time.trim() === '') next.time = t('order.transfer.timeRequired');
    else if (time.length !== 5 || !SLIP_TIME.test(time)) next.time = t('order.transfer.timeInvalid');
    setErrors(next);
    if (next.file || next.time || !file) return;

    setSending(true);
    try {
      await uploadSlip({
        file,
        orderUuid: order.uuid,
        eventKey: order.event_key,
        slipTime: time,
      });
      showPopup({
        tone: 'success',
        title: t('order.transfer.uploaded'),
        message: t('order.transfer.uploadedText'),
        testId: 'slip-uploaded',
        onClose: () => window.location.reload(),
      });
    } catch (error) {
      setSending(false);
      showPopup({
        tone: 'error',
        title: t('order.transfer.uploadFailed'),
        message: errorMessage(error, t('order.error.text')),
        testId: 'slip-upload-error',
      });
    }
  };

  return (
    <Box className={classes.slipForm} data-testid="slip-form">
      <Title order={3} fz="md" mb="sm">
        {t('order.transfer.uploadTitle')}
      </Title>
      <SubmitForm onSubmit={() => void submit()}>
        <Stack gap="md">
          <Box>
            <Text size="sm" fw={500} className={classes.fieldLabel}>
              {t('order.transfer.file')}
              <Text span c="red" inherit aria-hidden>
                {' *'}
              </Text>
            </Text>
            <Box
              component="label"
              htmlFor="slip-file-input"
              className={classes.dropzone}
              data-error={!!errors.file}
              data-filled={!!file}
            >
              <input
                id="slip-file-input"
                type="file"
                aria-label={t('order.transfer.file')}
                accept="image/jpeg,image/png,.jpg,.jpeg,.png"
                className={classes.fileInput}
                onChange={onFile}
                data-testid="slip-file"
              />
              {chosen ? (
                <Group gap="md" wrap="nowrap" w="100%">
                  <img src={chosen.preview} alt="" className={classes.slipPreview} />
                  <Box miw={0} style={{ flex: 1 }}>
                    <Text size="sm" fw={600} className={classes.fileName} data-testid="slip-file-name">
                      {chosen.file.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('order.transfer.fileSize', { size: (chosen.file.size / 1024).toFixed(0) })}
                    </Text>
                    <Group gap={4} mt={6} c="brand">
                      <IconReplace size={14} />
                      <Text size="xs" fw={600}>
                        {t('order.transfer.change')}
                      </Text>
                    </Group>
                  </Box>
                </Group>
              ) : (
                <Stack align="center" gap={4} py="xs">
                  <IconPhotoUp size={32} stroke={1.5} className={classes.dropIcon} />
                  <Text size="sm" fw={600}>
                    {t('order.transfer.choose')}
                  </Text>
                  <Text size="xs" c="dimmed" ta="center">
                    {t('order.transfer.chooseHint')}
                  </Text>
                </Stack>
              )}
            </Box>
            {errors.file && (
              <Text size="xs" c="red" mt={4} data-testid="slip-file-error">
                {errors.file}
              </Text>
            )}
          </Box>
          <TextInput
            label={t('order.transfer.time')}
            description={t('order.transfer.timeHint')}
            placeholder="06:00"
            required
            maxLength={5}
            inputMode="numeric"
            value={time}
            onChange={(e) => {
              setTime(normaliseTime(e.currentTarget.value));
              setErrors((x) => ({ ...x, time: undefined }));
            }}
            error={errors.time}
            leftSection={<IconClockHour4 size={18} />}
            w={{ base: '100%', xs: 220 }}
            data-testid="slip-time"
          />
          <SubmitButton
            icon={IconFileUpload}
            size="md"
            color="accent"
            loading={sending}
            fullWidth
            data-testid="slip-submit"
          >
            {t('order.transfer.submit')}
          </SubmitButton>
        </Stack>
      </SubmitForm>
    </Box>
  );
}
