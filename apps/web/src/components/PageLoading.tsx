import { Center, Loader, Stack, Text } from '@mantine/core';

/** A page waiting for what it shows: a large spinner and what is on its way. */
export function PageLoading({ text, ...props }: { text: string }) {
  return (
    <Center py={120} {...props}>
      <Stack align="center" gap="sm">
        <Loader size="lg" />
        <Text c="dimmed">{text}</Text>
      </Stack>
    </Center>
  );
}
