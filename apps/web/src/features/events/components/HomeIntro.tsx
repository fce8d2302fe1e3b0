import { Box, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBolt, IconCoin, IconGift, IconStack2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './Events.module.css';

export function HomeIntro() {
  const { t } = useTranslation();
  const features = [
    { icon: IconCoin, title: t('home.featureCheapTitle'), text: t('home.featureCheapText'), color: 'brand' },
    {
      icon: IconStack2,
      title: t('home.featureAllInOneTitle'),
      text: t('home.featureAllInOneText'),
      color: 'teal',
    },
    { icon: IconBolt, title: t('home.featureFastTitle'), text: t('home.featureFastText'), color: 'accent' },
    { icon: IconGift, title: t('home.featureFreeTitle'), text: t('home.featureFreeText'), color: 'grape' },
  ];

  return (
    <Box component="section" className={classes.intro} data-testid="home-intro">
      <Stack gap={6} mb="lg" maw={760}>
        <Title order={2} className={classes.groupTitle}>
          {t('home.introTitle')}
        </Title>
        <Text c="dimmed">{t('home.introText')}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        {features.map(({ icon: Icon, title, text, color }) => (
          <Paper key={title} p={{ base: 'md', sm: 'lg' }} withBorder shadow="xs" className={classes.feature}>
            <ThemeIcon size={44} radius="md" variant="light" color={color} className={classes.featureIcon}>
              <Icon size={24} stroke={1.7} />
            </ThemeIcon>
            <div>
              <Text fw={600} ff="heading" mb={4}>
                {title}
              </Text>
              <Text size="sm" c="dimmed">
                {text}
              </Text>
            </div>
          </Paper>
        ))}
      </SimpleGrid>
    </Box>
  );
}
