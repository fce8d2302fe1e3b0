import { Center, Loader, Stack, Text } from '@mantine/core';

/**
 * What fills the screen while a page waits for what it shows: a large spinner and what is on its way.
 * At least a screen tall, so the footer waits below the fold instead of jumping down when the page
 * fills in (that jump was the registration page's layout shift, CLS 0.11 on a phone).
 */
export const SCREEN_BELOW_HEADER = 'calc(100dvh - var(--app-shell-header-offset, 0rem))';

export function PageLoading({ text, ...props }: { text: string }) {
  return (
    <Center py={120} mih={SCREEN_BELOW_HEADER} {...props}>
      <Stack align="center" gap="sm">
        <Loader size="lg" />
        <Text c="dimmed">{text}</Text>
      </Stack>
    </Center>
  );
}
