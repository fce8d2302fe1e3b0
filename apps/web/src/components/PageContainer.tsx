import { Container, type ContainerProps } from '@mantine/core';

/** A public page's frame: its container with the site's page margins, tighter on phones. */
export function PageContainer(props: ContainerProps) {
  return <Container py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'lg' }} {...props} />;
}
