import { Center, Loader } from '@mantine/core';

/** Shown while the first page's code is loading. */
export function PageLoader() {
  return (
    <Center mih="100dvh">
      <Loader size="lg" />
    </Center>
  );
}
