import type { ReactNode } from 'react';
import { Box, Center, Container, Group, Image, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { LANGUAGES } from '@raceday/domain';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { LANGUAGE_ICONS, isLanguage, switchLanguage } from '@/lib/language';
import classes from './Sandbox.module.css';

/**
 * The sandbox provider's own pages stand where a bank's pages would be: outside the site's shell,
 * with a banner that no real money moves.
 */
export function SandboxFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <Box className={classes.page} data-testid="sandbox-page">
      <Box className={classes.banner} role="note" data-testid="sandbox-banner">
        <Group gap={8} justify="center" wrap="nowrap">
          <IconFlask size={18} stroke={2} />
          <Text fw={700} size="sm" className={classes.bannerText}>
            {t('sandbox.banner')}
          </Text>
        </Group>
      </Box>
      <Box className={classes.topbar}>
        <Container size="xs" px="md">
          <Group justify="space-between" wrap="nowrap" h={56}>
            <Group gap={10} wrap="nowrap" miw={0}>
              <Image src="/logo.svg" alt="" w={30} h={30} />
              <Stack gap={0} miw={0}>
                <Text fw={700} size="sm" lh={1.2} truncate>
                  {t('sandbox.brand')}
                </Text>
                <Text size="xs" c="dimmed" lh={1.2} truncate>
                  {title}
                </Text>
              </Stack>
            </Group>
            <SegmentedControl
              size="xs"
              value={lang}
              onChange={(v) => {
                if (isLanguage(v) && v !== lang) switchLanguage(v);
              }}
              data={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_ICONS[l] }))}
              aria-label={t('sandbox.language')}
            />
          </Group>
        </Container>
      </Box>
      <Container size="xs" px="md" py="xl">
        {children}
      </Container>
      <Center pb="xl" px="md">
        <Text size="xs" c="dimmed" ta="center" maw={420}>
          {t('sandbox.footer')}
        </Text>
      </Center>
    </Box>
  );
}
