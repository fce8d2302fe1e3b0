import { useState } from 'react';
import { Badge, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowDown, IconListCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/LinkButton';
import classes from './Events.module.css';

export function HomeBanner() {
  const { t } = useTranslation();
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <Box className={classes.banner} data-testid="home-banner">
      {!imageFailed && (
        // The home page's largest paint (LCP): fetched first; its size comes from the CSS box.
        <img
          src="/covers/home-banner.svg"
          alt=""
          width={1600}
          height={600}
          fetchPriority="high"
          className={classes.bannerImage}
          onError={() => setImageFailed(true)}
        />
      )}
      <div className={classes.bannerOverlay} />
      <Stack className={classes.bannerContent} gap="md">
        <Badge color="accent" variant="filled" size="lg" radius="sm" className={classes.bannerEyebrow}>
          {t('home.bannerEyebrow')}
        </Badge>
        <Title order={1} className={classes.bannerTitle}>
          {t('home.bannerTitle')}
        </Title>
        <Text className={classes.bannerText}>{t('home.bannerText')}</Text>
        <Group gap="sm" mt={4}>
          <Button
            component="a"
            href="#events-open"
            color="accent"
            size="md"
            rightSection={<IconArrowDown size={18} />}
          >
            {t('home.bannerCta')}
          </Button>
          <LinkButton
            to="/how-to-register"
            variant="white"
            color="dark"
            size="md"
            icon={IconListCheck}
            visibleFrom="xs"
          >
            {t('home.bannerCtaSecondary')}
          </LinkButton>
        </Group>
      </Stack>
    </Box>
  );
}
