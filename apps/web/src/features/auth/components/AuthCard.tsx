import type { ComponentType, ReactNode } from 'react';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { IconProps } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SubmitButton, SubmitForm } from '@/components/SubmitForm';
import classes from './Auth.module.css';

/** Under each card, the way to the other one: its sentence, link and page. */
const OTHER = {
  login: {
    text: 'auth.login.noAccount',
    label: 'auth.login.toRegister',
    to: '/auth/register',
    testId: 'register-link',
  },
  register: {
    text: 'auth.register.haveAccount',
    label: 'auth.register.toLogin',
    to: '/auth/login',
    testId: 'login-link',
  },
  forgot: {
    text: 'auth.forgot.remembered',
    label: 'auth.register.toLogin',
    to: '/auth/login',
    testId: 'login-link',
  },
  reset: {
    text: 'auth.reset.needLink',
    label: 'auth.reset.askAgain',
    to: '/auth/forgot-password',
    testId: 'forgot-link',
  },
  invitation: {
    text: 'invitation.haveAccount',
    label: 'invitation.toLogin',
    to: '/auth/login',
    testId: 'login-link',
  },
} as const satisfies Record<string, { text: string; label: string; to: string; testId?: string }>;

/**
 * The login and sign-up card: the form's title and fields, its full-width button, and under it the
 * way to the other one ("No account yet? Sign up").
 */
export function AuthCard({
  page,
  testId,
  title,
  button,
  onSubmit,
  icon,
  loading,
  from,
  children,
}: {
  /**
   * Names the title and the button's label (`auth.<page>.title`, `.submit`) and their test ids
   * (`<page>-title`, `<page>-submit`); the invitation card names its own.
   */
  page: 'login' | 'register' | 'forgot' | 'reset' | 'invitation';
  /** The card's test id. */
  testId?: string;
  title?: string;
  /** The button's label and test id when not the page's; null: no button (nothing to send). */
  button?: { label: string; testId: string } | null;
  onSubmit: () => void;
  /** The button's icon; it spins while `loading`. */
  icon: ComponentType<IconProps>;
  loading: boolean;
  /** Where the person was heading when a login was asked for: passed on to the other card. */
  from?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const other = OTHER[page];
  const own = page === 'invitation' ? undefined : page;
  const submit =
    button === undefined && own ? { label: t(`auth.${own}.submit`), testId: `${own}-submit` } : button;
  return (
    <div className={classes.wrap}>
      <Card withBorder radius="lg" padding="xl" className={classes.card} data-testid={testId}>
        <SubmitForm onSubmit={onSubmit}>
          <Stack gap="md">
            {/* The page's one h1, sized like the other cards' titles. */}
            <Title order={1} size="h2" data-testid={`${page}-title`}>
              {title ?? (own && t(`auth.${own}.title`))}
            </Title>
            {children}
            {submit && (
              <SubmitButton icon={icon} fullWidth loading={loading} data-testid={submit.testId}>
                {submit.label}
              </SubmitButton>
            )}
            <Group justify="center" gap={6}>
              <Text size="sm">{t(other.text)}</Text>
              <Anchor
                component={Link}
                to={other.to}
                state={from === undefined ? undefined : { from }}
                size="sm"
                data-testid={other.testId}
              >
                {t(other.label)}
              </Anchor>
            </Group>
          </Stack>
        </SubmitForm>
      </Card>
    </div>
  );
}
