import { useMemo } from 'react';
import { Text, type TextProps } from '@mantine/core';
import { sanitizeInline } from './format';

/** A race-type or shirt name that may hold organizer markup, sanitized (inline tags only). */
export function InlineHtml({ html, ...props }: { html: string } & TextProps) {
  const clean = useMemo(() => sanitizeInline(html), [html]);
  return <Text span inherit {...props} dangerouslySetInnerHTML={{ __html: clean }} />;
}
