/**
 * No broken image before a cover exists (issue 27 item 7): a new event has no drawn cover file, so
 * the setup page's cover preview and the event pages' header fall back to a neutral placeholder when
 * the picture cannot load.
 */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SetupEventView } from '@raceday/domain/validation';
import { CoverHeader } from '@/components/CoverHeader';
import { CoverField } from '@/features/setup/components/CoverField';
import { renderWithApp } from '../support/render';

describe('a cover that does not exist yet', () => {
  it('the setup page shows a placeholder instead of a broken image', () => {
    const view = { event_key: 'brand-new-run-2027', cover_url: '' } as unknown as SetupEventView;
    const change = { mutateAsync: async () => undefined } as unknown as Parameters<
      typeof CoverField
    >[0]['change'];
    renderWithApp(<CoverField view={view} change={change} />);
    const image = screen.getByTestId('setup-cover-image');
    expect(image).toHaveAttribute('src', '/covers/brand-new-run-2027.svg');
    fireEvent.error(image);
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it('the event header shows a placeholder instead of a broken image', () => {
    renderWithApp(
      <CoverHeader
        cover={{ src: '/covers/brand-new-run-2027.svg' }}
        coverAlt="cover"
        icon={null}
        eyebrow="QR"
        title="Brand new run"
        testIdPrefix="tool"
      />,
    );
    const image = screen.getByTestId('tool-cover');
    fireEvent.error(image);
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });
});
