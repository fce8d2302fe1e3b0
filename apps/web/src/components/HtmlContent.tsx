import { useMemo, useSyncExternalStore } from 'react';
import { Typography, type BoxProps } from '@mantine/core';
import DOMPurify from 'dompurify';
import classes from './HtmlContent.module.css';

let hooked = false;
function purifier() {
  if (!hooked) {
    // Links written by organizers open in a new tab and cannot reach back into the page.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer nofollow');
      }
    });
    hooked = true;
  }
  return DOMPurify;
}

const noSubscription = () => () => {};

/**
 * Sanitizes organizer HTML (DOMPurify, HTML profile only) and renders it with typography styles.
 * DOMPurify needs the browser's DOM: a server-rendered page (entry-server.tsx) and its hydration show
 * the frame empty, the text follows at once.
 */
export function HtmlContent({ html, ...props }: { html: string } & BoxProps & { 'data-testid'?: string }) {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const clean = useMemo(
    () =>
      inBrowser
        ? purifier().sanitize(html, {
            USE_PROFILES: { html: true },
            FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
            FORBID_ATTR: ['style'],
          })
        : '',
    [html, inBrowser],
  );
  return (
    <Typography {...props} className={classes.content}>
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}
