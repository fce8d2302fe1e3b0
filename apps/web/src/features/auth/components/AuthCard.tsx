import type { ComponentType, ReactNode } from 'react';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { IconProps } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SubmitButton, SubmitForm } from '@/components/SubmitForm';
import classes from './Auth.module.css';

/**
 * The login and sign-up card: the form's title and fields, its full-width button, and under it the
 * way to the other one ("No account yet? Sign up").
 */
export function AuthCard({
  page,
  onSubmit,
  icon,
  loading,
  other,
  children,
}: {
  /** Names the title and the button's label (`auth.<page>.title`, `.submit`) and its test id. */
  page: 'login' | 'register';
  onSubmit: () => void;
  /** The button's icon; it spins while `loading`. */
  icon: ComponentType<IconProps>;
  loading: boolean;
  other: { text: string; label: string; to: string; testId?: string };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={classes.wrap}>
      <Card withBorder radius="lg" padding="xl" className={classes.card}>
        <SubmitForm onSubmit={onSubmit}>
          <Stack gap="md">
            {/* The page's one h1, sized like the other cards' titles. */}
            <Title order={1} size="h2" data-testid={`${page}-title`}>
              {t(`auth.${page}.title`)}
            </Title>
            {children}
            <SubmitButton icon={icon} fullWidth loading={loading} data-testid={`${page}-submit`}>
              {t(`auth.${page}.submit`)}
            </SubmitButton>
            <Group justify="center" gap={6}>
              <Text size="sm">{other.text}</Text>
              <Anchor component={Link} to={other.to} size="sm" data-testid={other.testId}>
                {other.label}
              </Anchor>
            </Group>
          </Stack>
        </SubmitForm>
      </Card>
    </div>
  );
}
