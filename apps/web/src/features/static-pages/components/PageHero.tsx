import type { ComponentType, ReactNode } from 'react';
import { Badge, Box, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { IconProps } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import hero from '@/components/Hero.module.css';
import classes from './StaticPages.module.css';

interface PageHeroProps {
  icon: ComponentType<IconProps>;
  title: string;
  intro: string;
  eyebrow?: string;
  /** Shows the policies' "last updated" date. */
  withUpdated?: boolean;
  children?: ReactNode;
}

/** The head card of every static page: icon, the page's only h1, an intro and optional actions. */
export function PageHero({ icon: Icon, title, intro, eyebrow, withUpdated, children }: PageHeroProps) {
  const { t } = useTranslation();
  return (
    <Card className={hero.hero} component="header">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={48} radius="xl" variant="light" visibleFrom="xs">
          <Icon size={26} />
        </ThemeIcon>
        <Stack gap={6} miw={0}>
          {eyebrow && (
            <Badge variant="light" color="accent" className={classes.eyebrow}>
              {eyebrow}
            </Badge>
          )}
          <Title order={1} className={classes.title} data-testid="page-title">
            {title}
          </Title>
          <Text c="dimmed" className={classes.lead}>
            {intro}
          </Text>
          {withUpdated && (
            <Text size="xs" c="dimmed" data-testid="page-updated">
              {t('pages.common.updated', { date: t('pages.common.updatedDate') })}
            </Text>
          )}
        </Stack>
      </Group>
      {children && <Box mt="md">{children}</Box>}
    </Card>
  );
}
