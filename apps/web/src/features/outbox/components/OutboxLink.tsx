import { Anchor, Group } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The admin dashboard's way to the e-mail outbox. */
export function OutboxLink() {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" px="md" pt="md" maw={1180} mx="auto">
      <Anchor component={Link} to="/dashboard-admin/outbox" data-testid="outbox-link">
        <Group gap={6} wrap="nowrap">
          <IconMail size={18} />
          {t('outbox.link')}
        </Group>
      </Anchor>
    </Group>
  );
}
