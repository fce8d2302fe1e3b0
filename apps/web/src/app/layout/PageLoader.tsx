import { Center, Loader } from '@mantine/core';

/** Shown while a page outside the shell (the sandbox provider) is loading. */
export function PageLoader() {
  return (
    <Center mih="100dvh">
      <Loader size="lg" />
    </Center>
  );
}
