import { ActionIcon, Badge, Box, Group, Indicator, Popover, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBell, IconSpeakerphone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Static notifications panel (seed 000): badge 0 and one news item from the catalogs. */
export function NotificationsPanel() {
  const { t } = useTranslation();
  return (
    <Popover width={320} position="bottom-end" withArrow shadow="md" radius="md">
      <Popover.Target>
        <Indicator label={0} size={16} offset={5} color="gray" withBorder zIndex={5}>
          <ActionIcon
            variant="default"
            size="lg"
            radius="md"
            aria-label={t('header.notifications')}
            data-testid="notifications-button"
          >
            <IconBell size={19} stroke={1.7} />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown p={0}>
        <Group justify="space-between" px="md" py="sm">
          <Text fw={600} ff="heading">
            {t('notifications.title')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('notifications.noNew')}
          </Text>
        </Group>
        <Box px="md" pb="md">
          <Group
            align="flex-start"
            wrap="nowrap"
            gap="sm"
            p="sm"
            bg="var(--mantine-color-default-hover)"
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          >
            <ThemeIcon variant="light" color="accent" radius="xl" size="lg">
              <IconSpeakerphone size={18} />
            </ThemeIcon>
            <Stack gap={4}>
              <Group gap={6}>
                <Badge size="xs" color="accent" variant="light">
                  {t('notifications.newsLabel')}
                </Badge>
                <Text size="xs" c="dimmed">
                  {t('notifications.newsDate')}
                </Text>
              </Group>
              <Text size="sm" fw={600}>
                {t('notifications.newsTitle')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('notifications.newsBody')}
              </Text>
            </Stack>
          </Group>
        </Box>
      </Popover.Dropdown>
    </Popover>
  );
}
