import { Container, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/lib/use-page-title';
import { LinkButton } from './LinkButton';
import classes from './NotFound.module.css';

/** The 404 page: big '404', 'ไม่พบหน้า' / 'Page not found', and a button back home. */
export function NotFound() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));

  return (
    <Container size="sm" py={{ base: 60, sm: 100 }} data-testid="not-found">
      <Stack align="center" gap="md" ta="center">
        <Text className={classes.code} aria-hidden>
          {t('notFound.code')}
        </Text>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed" maw={440}>
          {t('notFound.text')}
        </Text>
        <LinkButton to="/" size="md" mt="md" icon={IconHome} data-testid="not-found-home">
          {t('notFound.back')}
        </LinkButton>
      </Stack>
    </Container>
  );
}
