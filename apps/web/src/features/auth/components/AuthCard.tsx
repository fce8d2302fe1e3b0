import type { ComponentType, ReactNode } from 'react';
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { IconProps } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SubmitForm } from '@/components/SubmitForm';
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
  const Icon = submit.icon;
  return (
    <div className={classes.wrap}>
      <Card withBorder radius="lg" padding="xl" className={classes.card}>
        <SubmitForm onSubmit={onSubmit}>
          <Stack gap="md">
            <Title order={2}>{title}</Title>
            {children}
            <Button
              type="submit"
              fullWidth
              loading={submit.loading}
              leftSection={<Icon size={18} />}
              data-testid={submit.testId}
            >
              {submit.label}
            </Button>
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
