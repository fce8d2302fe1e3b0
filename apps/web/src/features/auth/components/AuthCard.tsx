import type { ComponentType, ReactNode } from 'react';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { IconProps } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SubmitButton, SubmitForm } from '@/components/SubmitForm';
import classes from './Auth.module.css';

/**
 * The login and sign-up card: the form's title and fields, its full-width button, and under it the
 * way to the other one ("No account yet? Sign up").
 */
export function AuthCard({
  title,
  onSubmit,
  submit,
  other,
  children,
}: {
  title: string;
  onSubmit: () => void;
  submit: { label: string; icon: ComponentType<IconProps>; loading: boolean; testId: string };
  other: { text: string; label: string; to: string; testId?: string };
  children: ReactNode;
}) {
  return (
    <div className={classes.wrap}>
      <Card withBorder radius="lg" padding="xl" className={classes.card}>
        <SubmitForm onSubmit={onSubmit}>
          <Stack gap="md">
            <Title order={2}>{title}</Title>
            {children}
            <SubmitButton icon={submit.icon} fullWidth loading={submit.loading} data-testid={submit.testId}>
              {submit.label}
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
