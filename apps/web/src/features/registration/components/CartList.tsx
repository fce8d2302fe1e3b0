import { memo, type Ref } from 'react';
import { Badge, Box, Button, Group, Radio, Stack, Text, ThemeIcon } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  IconArrowDown,
  IconEdit,
  IconEye,
  IconShirt,
  IconTrash,
  IconUserCircle,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatBaht, itemPrice, type EventDetail, type Language } from '@raceday/domain';
import type { RunnerInput } from '@raceday/domain/validation';
import { runTypeName, shirtName } from '../model/event-view';
import { pricedEntry } from '../model/pricing';
import { RunnerDetails } from './RunnerDetails';
import { SectionCard } from './SectionCard';
import classes from './Register.module.css';

export interface CartListProps {
  event: EventDetail;
  lang: Language;
  runners: RunnerInput[];
  /** id_card of the main registrant. */
  mainId: string | null;
  editingId: string | null;
  /** Server problems of an entry, by its index in the cart. */
  entryErrors: Record<number, string>;
  onMain: (idCard: string) => void;
  onEdit: (idCard: string) => void;
  onDelete: (idCard: string) => void;
  /** Room for another entry in this order. */
  canAdd: boolean;
  /** Back up to the runner form for another runner. */
  onAddAnother: () => void;
  /** On to the race-kit pickup. */
  onContinue: () => void;
  ref?: Ref<HTMLDivElement>;
}

/** An entry's actions (details, edit, delete): small buttons, each labelled registration.cart.<action>. */
function EntryActions({
  onDetails,
  onEdit,
  onDelete,
  editing,
}: {
  onDetails: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** The entry is in the form: it cannot be edited again. */
  editing: boolean;
}) {
  const { t } = useTranslation();
  const actions = [
    { action: 'details', icon: IconEye, onClick: onDetails },
    { action: 'edit', icon: IconEdit, onClick: onEdit, disabled: editing },
    { action: 'delete', icon: IconTrash, onClick: onDelete, color: 'red' },
  ] as const;
  return (
    <Group gap={4} wrap="nowrap">
      {actions.map(({ action, icon: Icon, ...props }) => (
        <Button
          key={action}
          variant="subtle"
          size="compact-sm"
          leftSection={<Icon size={15} />}
          data-testid={`cart-${action}`}
          {...props}
        >
          {t(`registration.cart.${action}`)}
        </Button>
      ))}
    </Group>
  );
}

/** The runners of this order as cards: main-register radio, details, edit, delete (seed 000 section 2). */
export const CartList = memo(function CartList({
  event,
  lang,
  runners,
  mainId,
  editingId,
  entryErrors,
  onMain,
  onEdit,
  onDelete,
  canAdd,
  onAddAnother,
  onContinue,
  ref,
}: CartListProps) {
  const { t } = useTranslation();

  function confirmDelete(r: RunnerInput) {
    modals.openConfirmModal({
      title: t('registration.cart.deleteTitle'),
      centered: true,
      children: (
        <Text size="sm">
          {t('registration.cart.deleteText', { name: `${r.fname} ${r.lname}`, id: r.id_card })}
        </Text>
      ),
      labels: { confirm: t('registration.cart.deleteConfirm'), cancel: t('registration.cart.keep') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-delete' } as Record<string, unknown>,
      onConfirm: () => onDelete(r.id_card),
    });
  }

  function openDetails(r: RunnerInput) {
    modals.open({
      title: t('registration.cart.detailsTitle'),
      centered: true,
      size: 'lg',
      children: <RunnerDetails event={event} lang={lang} runner={r} />,
    });
  }

  return (
    <SectionCard
      ref={ref}
      number={2}
      title={t('registration.cart.title')}
      subtitle={
        runners.length > 0
          ? t('registration.cart.count', { count: runners.length, max: event.max_runner_register_per_order })
          : undefined
      }
      data-testid="cart"
    >
      {runners.length === 0 ? (
        <Stack align="center" gap={4} py="md" ta="center" data-testid="cart-empty">
          <ThemeIcon size={48} radius="xl" variant="light" color="gray">
            <IconUsers size={26} stroke={1.5} />
          </ThemeIcon>
          <Text fw={500}>{t('registration.cart.empty')}</Text>
          <Text size="sm" c="dimmed">
            {t('registration.cart.emptyHint')}
          </Text>
        </Stack>
      ) : (
        <Radio.Group value={mainId ?? ''} onChange={onMain} name="main-register">
          <Stack gap="sm">
            {runners.map((r, i) => {
              const runType = event.run_type.find((x) => x.id === r.run_type_id);
              const shirt = event.t_shirt.find((s) => s.id === r.t_shirt_id);
              const isMain = r.id_card === mainId;
              const members = r.team_member_obj ?? [];
              return (
                <Box
                  key={r.id_card}
                  className={classes.cartCard}
                  data-main={isMain || undefined}
                  data-editing={editingId === r.id_card || undefined}
                  data-error={entryErrors[i] ? true : undefined}
                  data-testid="cart-card"
                >
                  <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                    <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
                      <ThemeIcon size={38} radius="xl" variant="light" color={isMain ? 'brand' : 'gray'}>
                        <IconUserCircle size={24} stroke={1.5} />
                      </ThemeIcon>
                      <Stack gap={2} style={{ minWidth: 0 }}>
                        <Text fw={600} lh={1.35} data-testid="cart-name">
                          {r.fname} {r.lname}
                        </Text>
                        <Group gap={6}>
                          <Badge
                            tt="none"
                            size="sm"
                            variant="light"
                            color={r.register_type === 'MYSELF' ? 'brand' : 'grape'}
                          >
                            {r.register_type === 'MYSELF'
                              ? t('registration.form.myself')
                              : t('registration.form.friend')}
                          </Badge>
                          {members.length > 0 && (
                            <Badge tt="none" size="sm" variant="light" color="orange">
                              {t('registration.cart.teamOf', { count: members.length + 1 })}
                            </Badge>
                          )}
                        </Group>
                      </Stack>
                    </Group>
                    <Text className={classes.price} data-testid="cart-price">
                      {t('registration.baht', { amount: formatBaht(itemPrice(pricedEntry(event, r))) })}
                    </Text>
                  </Group>

                  <Stack gap={2} mt="xs" pl={{ base: 0, xs: 50 }}>
                    <Text size="sm" data-testid="cart-run-type">
                      {runType ? runTypeName(runType, lang) : r.run_type_name}
                    </Text>
                    <Group gap={6} wrap="nowrap">
                      <IconShirt size={15} stroke={1.6} style={{ flexShrink: 0, opacity: 0.7 }} />
                      <Text size="sm" c="dimmed" data-testid="cart-shirt">
                        {shirt ? shirtName(shirt, lang) : r.t_shirt_name}
                        {members.length > 0 &&
                          ` · ${members
                            .map((m) => {
                              const memberShirt = event.t_shirt.find((s) => s.id === m.t_shirt_id);
                              return memberShirt ? shirtName(memberShirt, lang) : (m.t_shirt_name ?? '');
                            })
                            .join(', ')}`}
                      </Text>
                    </Group>
                    {members.length > 0 && (
                      <Text size="sm" c="dimmed">
                        {t('registration.cart.members', {
                          names: members.map((m) => `${m.fname} ${m.lname}`).join(', '),
                        })}
                      </Text>
                    )}
                    {entryErrors[i] && (
                      <Text size="sm" c="red" data-testid="cart-error">
                        {entryErrors[i]}
                      </Text>
                    )}
                  </Stack>

                  <Group justify="space-between" gap="xs" className={classes.cartActions} wrap="wrap">
                    <Radio
                      value={r.id_card}
                      label={t('registration.cart.main')}
                      disabled={runners.length === 1}
                      data-testid="cart-main"
                    />
                    <EntryActions
                      onDetails={() => openDetails(r)}
                      onEdit={() => onEdit(r.id_card)}
                      onDelete={() => confirmDelete(r)}
                      editing={editingId === r.id_card}
                    />
                  </Group>
                </Box>
              );
            })}
          </Stack>
        </Radio.Group>
      )}
      {runners.length > 0 && editingId === null && (
        <Group justify="flex-end" gap="sm" mt="md" className={classes.cartNext}>
          {canAdd && (
            <Button
              variant="default"
              leftSection={<IconUserPlus size={18} />}
              onClick={onAddAnother}
              data-testid="cart-add-another"
            >
              {t('registration.form.addAnother')}
            </Button>
          )}
          <Button rightSection={<IconArrowDown size={18} />} onClick={onContinue} data-testid="cart-next">
            {t('registration.form.continue')}
          </Button>
        </Group>
      )}
    </SectionCard>
  );
});
