import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';
import { UI } from '@raceday/domain';
import { useTranslation } from 'react-i18next';
import classes from './Shell.module.css';

/** The button itself, loaded by ScrollToTop once the page is first scrolled far enough. */
export default function ScrollToTopButton() {
  const { t } = useTranslation();
  const [scroll, scrollTo] = useWindowScroll();

  return (
    <Affix position={{ bottom: 24, right: 24 }}>
      <Transition transition="slide-up" mounted={scroll.y > UI.scrollTopAfterPx}>
        {(style) => (
          <ActionIcon
            style={style}
            size={44}
            radius="xl"
            variant="filled"
            color="brand"
            aria-label={t('scrollTop')}
            title={t('scrollTop')}
            onClick={() => scrollTo({ y: 0 })}
            data-testid="scroll-to-top"
            className={classes.scrollTop}
          >
            <IconArrowUp size={22} />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
