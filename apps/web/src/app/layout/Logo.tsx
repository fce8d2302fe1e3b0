import { useState } from 'react';
import { Box, Text, ThemeIcon } from '@mantine/core';
import { IconRun } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import classes from './Shell.module.css';

/**
 * Logo and product name, linking home. Falls back to an icon while /logo.svg is not there. The link is
 * named by the words it shows (the product name, and the tagline where it is visible): an added label
 * such as "RaceDay home" would hide them from voice control (WCAG 2.5.3, label in name).
 */
export function Logo() {
  const { t } = useTranslation();
  const [logoFailed, setLogoFailed] = useState(false);

  return (
    <Link to="/" className={classes.brand}>
      {logoFailed ? (
        <ThemeIcon
          size={36}
          radius="md"
          variant="gradient"
          gradient={{ from: 'brand.7', to: 'accent.6', deg: 135 }}
        >
          <IconRun size={22} stroke={2} />
        </ThemeIcon>
      ) : (
        <img
          src="/logo.svg"
          alt=""
          width={36}
          height={36}
          className={classes.logo}
          onError={() => setLogoFailed(true)}
        />
      )}
      <Box className={classes.brandText}>
        <Text component="span" className={classes.brandName}>
          {t('app.name')}
        </Text>
        <Text component="span" className={classes.brandTagline} visibleFrom="sm">
          {t('app.tagline')}
        </Text>
      </Box>
    </Link>
  );
}
