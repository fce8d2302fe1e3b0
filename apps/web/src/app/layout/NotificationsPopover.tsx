import { Badge, Box, Group, Popover, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NotificationsButton } from './header-triggers';
import type { OnDemandProps } from './on-demand';

/** Static notifications panel (seed 000): badge 0 and one news item from the catalogs; loaded on first use. */
export default function NotificationsPopover({ initiallyOpened }: OnDemandProps) {
  const { t } = useTranslation();
  return (
    <Popover
      width={320}
      position="bottom-end"
      withArrow
      shadow="md"
      radius="md"
      defaultOpened={initiallyOpened}
    >
      <Popover.Target>
        <NotificationsButton />
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
