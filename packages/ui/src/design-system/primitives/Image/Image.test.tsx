import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nFor } from '../../../features/i18n/i18nFor.ts';
import { TestProvider } from '../../../testing/TestProvider.tsx';
import { Image } from './Image.tsx';

afterEach(cleanup);

const sources = {
  avif: '/images/mug-400.avif 400w, /images/mug-800.avif 800w',
  webp: '/images/mug-400.webp 400w, /images/mug-800.webp 800w',
  fallback: '/images/mug-400.jpg 400w, /images/mug-800.jpg 800w',
};

describe('Image', () => {
  it('offers avif and webp before the jpg fallback, lazily', () => {
    const { container } = render(
      <TestProvider>
        <Image
          sources={sources}
          sizes="50vw"
          alt="White mug with a family photo"
          aspectRatio="1:1"
        />
      </TestProvider>,
    );
    const types = Array.from(container.querySelectorAll('source'), (source) =>
      source.getAttribute('type'),
    );
    expect(types).toEqual(['image/avif', 'image/webp']);
    const image = screen.getByRole('img', { name: 'White mug with a family photo' });
    expect(image.getAttribute('src')).toBe('/images/mug-400.jpg');
    expect(image.getAttribute('srcset')).toBe(sources.fallback);
    expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('fills its box with the picture placeholder colour until it loads', () => {
    const { container } = render(
      <TestProvider>
        <Image sources={{ ...sources, placeholder: '#6898c8' }} alt="Bridge" aspectRatio="1:1" />
      </TestProvider>,
    );
    expect(container.querySelector('picture')?.style.backgroundColor).toBe('#6898c8');
  });

  it('keeps a single fallback URL as src without a srcset', () => {
    render(
      <TestProvider>
        <Image sources={{ fallback: '/images/canvas.png' }} alt="Canvas print" aspectRatio="3:2" />
      </TestProvider>,
    );
    const image = screen.getByRole('img', { name: 'Canvas print' });
    expect(image.getAttribute('src')).toBe('/images/canvas.png');
    expect(image.hasAttribute('srcset')).toBe(false);
  });

  it('replaces a broken image with a named placeholder', () => {
    render(
      <TestProvider language="pl">
        <Image sources={{ fallback: '/images/missing.jpg' }} alt="Fotoksiążka" aspectRatio="4:3" />
      </TestProvider>,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Fotoksiążka' }));
    const placeholder = screen.getByRole('img', { name: 'Fotoksiążka' });
    expect(placeholder.tagName).toBe('SPAN');
    // Titled in the page's language.
    const title = i18nFor('pl').t('image.unavailable');
    expect(title).not.toBe(i18nFor('en').t('image.unavailable'));
    expect(placeholder.querySelector(`[title="${title}"]`)).not.toBeNull();
  });

  it('hides decorative images from assistive technology', () => {
    const { container } = render(
      <TestProvider>
        <Image sources={{ fallback: '/images/banner.jpg' }} decorative aspectRatio="16:9" />
      </TestProvider>,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
  });
});
