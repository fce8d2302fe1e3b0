import { describe, expect, it } from 'vitest';
import { coverImage, mailCoverPath } from '../src/covers';

const id = '0b7d3c1e-5f9a-4e2b-8c6d-1a2b3c4d5e6f';
const uploaded = `/media/covers/${id}-1280.webp`;

describe('an event cover', () => {
  it('is the drawn cover when none was uploaded', () => {
    expect(coverImage({ coverurl: '', event_key: 'khonkaen-night-run-2027' })).toEqual({
      src: '/covers/khonkaen-night-run-2027.svg',
    });
    expect(coverImage({ coverurl: null, event_key: 'a-run' }).src).toBe('/covers/a-run.svg');
  });

  it('offers every stored width of an upload to the browser', () => {
    expect(coverImage({ coverurl: uploaded, event_key: 'x' })).toEqual({
      src: uploaded,
      srcSet: `/media/covers/${id}-640.webp 640w, /media/covers/${id}-1280.webp 1280w, /media/covers/${id}-1920.webp 1920w`,
    });
    // Anything else stored is shown as it is.
    expect(coverImage({ coverurl: '/covers/old.svg', event_key: 'x' })).toEqual({ src: '/covers/old.svg' });
  });

  it('gives e-mail the JPEG of an upload, and other covers as stored', () => {
    expect(mailCoverPath(uploaded)).toBe(`/media/covers/${id}-1200.jpg`);
    expect(mailCoverPath('/covers/songkhla-lake-run-2027.svg')).toBe('/covers/songkhla-lake-run-2027.svg');
  });
});
