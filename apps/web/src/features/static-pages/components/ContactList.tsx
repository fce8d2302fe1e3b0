import { Loader, SimpleGrid, type SimpleGridProps } from '@mantine/core';
import { useSiteContacts } from '@/api/get-site';
import { ContactChannels } from '@/components/ContactChannels';

/** RaceDay's help channels (the server's SUPPORT_* settings): Facebook page, LINE, e-mail and phone. */
export function ContactList({ cols = { base: 1, xs: 2 } }: { cols?: SimpleGridProps['cols'] }) {
  const site = useSiteContacts();
  if (!site.data) return <Loader size="sm" data-testid="contacts-loading" />;
  return (
    <SimpleGrid cols={cols} spacing="md" verticalSpacing="md">
      <ContactChannels support={site.data} testIdPrefix="contact" large />
    </SimpleGrid>
  );
}
