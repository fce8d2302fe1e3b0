import { useState } from 'react';
import { Button, Checkbox, Group, NumberInput, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api';
import { currentLanguage } from '@/lib/i18n';
import type { RefundInput } from '../api/money-actions';
import type { ReportOrderRow } from '../api/types';
import { formatBaht } from './format';

interface RefundFormProps {
  t: TFunction;
  row: ReportOrderRow;
  /** Baht that can still go back. */
  left: number;
  /** A bank transfer: refunded by hand, so its transfer reference is asked for. */
  byHand: boolean;
  /** A paid order can be cancelled with its refund. */
  canCancel: boolean;
  send: (input: Omit<RefundInput, 'event_key' | 'uuid'>) => Promise<void>;
  close: () => void;
}

/** The refund form: how much (all by default), the transfer's reference, a note, and cancel too. */
function RefundForm({ t, row, left, byHand, canCancel, send, close }: RefundFormProps) {
  const [amount, setAmount] = useState<number | string>(left);
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const [cancel, setCancel] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const value = typeof amount === 'number' ? amount : Number(amount);
    const found: Record<string, string> = {};
    if (!(value > 0) || value > left)
      found.amount = t('report.refund.amountRange', { max: formatBaht(left, currentLanguage()) });
    if (byHand && reference.trim() === '') found.reference = t('report.refund.referenceRequired');
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await send({ amount: value, reference: reference.trim(), note: note.trim(), cancel });
      close();
    } catch (error) {
      // The server names the field it refused; anything else is shown above the buttons.
      const field = error instanceof ApiError ? error.field : undefined;
      const message = error instanceof Error ? error.message.replace(/^\w+: /, '') : String(error);
      setErrors(field === 'amount' || field === 'reference' ? { [field]: message } : { form: message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm" data-testid="refund-form">
      <Text size="sm">
        {t('report.refund.intro', { left: formatBaht(left, currentLanguage()), uuid: row.uuid.slice(0, 8) })}
      </Text>
      <NumberInput
        label={t('report.refund.amount')}
        value={amount}
        onChange={setAmount}
        min={0.01}
        max={left}
        decimalScale={2}
        thousandSeparator=","
        suffix={` ${t('report.refund.baht')}`}
        error={errors.amount}
        data-testid="refund-amount"
        data-autofocus
      />
      {byHand && (
        <TextInput
          label={t('report.refund.reference')}
          description={t('report.refund.referenceHelp')}
          value={reference}
          onChange={(e) => setReference(e.currentTarget.value)}
          maxLength={100}
          withAsterisk
          error={errors.reference}
          data-testid="refund-reference"
        />
      )}
      <Textarea
        label={t('report.refund.note')}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
        maxLength={300}
        autosize
        minRows={2}
        data-testid="refund-note"
      />
      {canCancel && (
        <Checkbox
          label={t('report.refund.alsoCancel')}
          checked={cancel}
          onChange={(e) => setCancel(e.currentTarget.checked)}
          data-testid="refund-cancel"
        />
      )}
      {errors.form && (
        <Text size="sm" c="red.8" role="alert" data-testid="refund-error">
          {errors.form}
        </Text>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={close} data-testid="refund-close">
          {t('report.cancel')}
        </Button>
        <Button color="red" loading={busy} onClick={() => void submit()} data-testid="refund-submit">
          {t('report.refund.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Opens the refund form for an order; resolves once it was sent (true) or closed (false). */
export function openRefundDialog(
  t: TFunction,
  row: ReportOrderRow,
  options: Pick<RefundFormProps, 'left' | 'byHand' | 'canCancel' | 'send'>,
): Promise<boolean> {
  return new Promise((resolve) => {
    let sent = false;
    const id = modals.open({
      title: t('report.refund.title'),
      centered: true,
      onClose: () => resolve(sent),
      children: (
        <RefundForm
          t={t}
          row={row}
          {...options}
          send={async (input) => {
            await options.send(input);
            sent = true;
          }}
          close={() => modals.close(id)}
        />
      ),
    });
  });
}
