import { useState, type ReactNode } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconEye, IconEyeOff, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api';
import type { SetupPart, useSetupChange } from '../api/setup';
import { FieldsForm } from './FieldsForm';
import type { FieldSpec } from './fields';

type Change = ReturnType<typeof useSetupChange>;

/**
 * One part of an event's setup (race types, shirts, ...): its items, each with what it is in a line,
 * edited in place; an item orders use is hidden when removed (the server says which). `fixed` goes
 * with every new item (the race type of a price tier), `defaults` fills the new item's form.
 */
export function PartSection<T extends { id: number; is_hidden?: boolean }>({
  part,
  title,
  items,
  fields,
  change,
  summary,
  name,
  fixed = {},
  defaults = {},
  details,
  order,
}: {
  part: SetupPart;
  /** None for a part that is a whole section (its tab names it). */
  title?: string;
  items: T[];
  fields: FieldSpec[];
  change: Change;
  summary: (item: T) => ReactNode;
  name: (item: T) => string;
  fixed?: Record<string, unknown>;
  defaults?: Record<string, unknown>;
  /** More about an item while it is open (a race type's price tiers and run models). */
  details?: (item: T) => ReactNode;
  /** Heading level: 3 for a part, 4 for a part inside an item. */
  order?: 3 | 4;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | 'new' | null>(null);

  const remove = (item: T) =>
    modals.openConfirmModal({
      title: t('setup.removeTitle'),
      centered: true,
      children: <Text size="sm">{t('setup.removeBody', { name: name(item) })}</Text>,
      labels: { confirm: t('setup.remove'), cancel: t('setup.cancel') },
      confirmProps: { color: 'red', 'data-testid': `part-${part}-remove-confirm` },
      onConfirm: () =>
        change.mutateAsync({ method: 'DELETE', path: `${part}/${item.id}` }).then(
          (view) => {
            const kept = (view[part] as { id: number; is_hidden?: boolean }[]).find((i) => i.id === item.id);
            notifications.show({
              color: 'green',
              message: kept ? t('setup.hiddenInstead') : t('setup.removed'),
            });
            setOpen(null);
          },
          (error: unknown) =>
            notifications.show({ color: 'red', message: errorMessage(error, t('setup.failed')) }),
        ),
    });

  const show = (item: T) =>
    change.mutateAsync({ method: 'POST', path: `${part}/${item.id}/show` }).then(
      () => notifications.show({ color: 'green', message: t('setup.shown') }),
      (error: unknown) =>
        notifications.show({ color: 'red', message: errorMessage(error, t('setup.failed')) }),
    );

  return (
    <Stack gap="sm" data-testid={`part-${part}`}>
      <Group justify="space-between" gap="sm">
        {title !== undefined && (
          <Title order={order ?? 3} fz={order === 4 ? 'md' : 'lg'}>
            {title}
          </Title>
        )}
        {open !== 'new' && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => setOpen('new')}
            data-testid={`part-${part}-add`}
          >
            {t('setup.add')}
          </Button>
        )}
      </Group>
      {open === 'new' && (
        <Paper withBorder radius="md" p="md">
          <FieldsForm
            fields={fields}
            source={defaults}
            isNew
            testId={`part-${part}-form`}
            submitLabel={t('setup.add')}
            send={(body) => change.mutateAsync({ method: 'POST', path: part, body: { ...body, ...fixed } })}
            onCancel={() => setOpen(null)}
            onDone={() => setOpen(null)}
          />
        </Paper>
      )}
      {items.length === 0 && open !== 'new' && (
        <Text size="sm" c="dimmed" data-testid={`part-${part}-empty`}>
          {t('setup.none')}
        </Text>
      )}
      {items.map((item) => (
        <Paper
          key={item.id}
          withBorder
          radius="md"
          p="sm"
          data-testid={`part-${part}-item`}
          data-name={name(item)}
          data-hidden={item.is_hidden ? 'true' : 'false'}
        >
          <Stack gap="sm">
            <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Group gap={6}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {name(item)}
                  </Text>
                  {item.is_hidden && (
                    <Badge size="sm" color="gray" variant="light" leftSection={<IconEyeOff size={12} />}>
                      {t('setup.hidden')}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed" component="div">
                  {summary(item)}
                </Text>
              </Stack>
              <Group gap={4} wrap="nowrap">
                <Button
                  size="compact-sm"
                  variant="subtle"
                  leftSection={<IconPencil size={14} />}
                  onClick={() => setOpen(open === item.id ? null : item.id)}
                  data-testid={`part-${part}-edit`}
                >
                  {t('setup.edit')}
                </Button>
                {item.is_hidden && (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    leftSection={<IconEye size={14} />}
                    onClick={() => show(item)}
                    data-testid={`part-${part}-show`}
                  >
                    {t('setup.show')}
                  </Button>
                )}
                {!item.is_hidden && (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    aria-label={t('setup.removeNamed', { name: name(item) })}
                    onClick={() => remove(item)}
                    data-testid={`part-${part}-remove`}
                  >
                    <IconTrash size={14} />
                  </Button>
                )}
              </Group>
            </Group>
            {open === item.id && (
              <>
                <FieldsForm
                  key={JSON.stringify(item)}
                  fields={fields}
                  source={item}
                  testId={`part-${part}-form`}
                  send={(body) => change.mutateAsync({ method: 'PATCH', path: `${part}/${item.id}`, body })}
                  onCancel={() => setOpen(null)}
                />
                {details?.(item)}
              </>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
