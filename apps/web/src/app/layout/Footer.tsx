import { Anchor, Box, Container, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FOOTER_LINKS } from './menu';
import { Logo } from './Logo';
import classes from './Shell.module.css';

export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();

  return (
    <Box component="footer" className={classes.footer} data-testid="footer">
      <Container py="xl">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
          <Stack gap="sm" maw={420}>
            <Logo />
            <Text size="sm" c="dimmed">
              {t('footer.about')}
            </Text>
          </Stack>
          <Stack gap="xs">
            <Text fw={600} ff="heading" size="sm">
              {t('footer.links')}
            </Text>
            <Group gap="md" style={{ rowGap: 6 }}>
              {FOOTER_LINKS.map((link) => (
                <Anchor
                  key={link.label}
                  component={Link}
                  to={link.path}
                  size="sm"
                  c="dimmed"
                  className={classes.footerLink}
                >
                  {t(link.label)}
                </Anchor>
              ))}
            </Group>
          </Stack>
        </SimpleGrid>
        <Divider my="lg" />
        <Text size="xs" c="dimmed" ta="center">
          {t('footer.copyright', { year })}
        </Text>
      </Container>
    </Box>
  );
}
