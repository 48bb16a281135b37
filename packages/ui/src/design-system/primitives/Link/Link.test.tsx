import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRecordingLink } from '../../provider/recordingLink.tsx';
import { TestProvider } from '../../../testing/TestProvider.tsx';
import { Link } from './Link.tsx';
import { isExternalHref } from './linkVariants.ts';

afterEach(cleanup);

describe('isExternalHref', () => {
  it('treats paths as in-site and URLs with a scheme as external', () => {
    expect(isExternalHref('/cart')).toBe(false);
    expect(isExternalHref('#reviews')).toBe(false);
    expect(isExternalHref('?page=2')).toBe(false);
    expect(isExternalHref('https://www.example.com')).toBe(true);
    expect(isExternalHref('//cdn.example.com/a.jpg')).toBe(true);
    expect(isExternalHref('mailto:help@example.com')).toBe(true);
  });
});

describe('Link', () => {
  it('renders in-site hrefs with the injected router link', () => {
    const navigate = vi.fn();
    render(
      <TestProvider linkComponent={createRecordingLink(navigate)}>
        <Link href="/accounts/orders" current="page">
          Orders
        </Link>
      </TestProvider>,
    );
    const link = screen.getByRole('link', { name: 'Orders' });
    expect(link).toHaveProperty('dataset.routerLink', '');
    expect(link.getAttribute('aria-current')).toBe('page');
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/accounts/orders');
  });

  it('renders external hrefs as plain anchors, never through the router', () => {
    const navigate = vi.fn();
    render(
      <TestProvider linkComponent={createRecordingLink(navigate)} language="es">
        <Link href="https://www.example.com/help" newTab>
          Ayuda
        </Link>
      </TestProvider>,
    );
    const link = screen.getByRole('link', { name: 'Ayuda (se abre en una pestaña nueva)' });
    expect(link.hasAttribute('data-router-link')).toBe(false);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('falls back to a plain anchor without an injected link component', () => {
    render(
      <TestProvider>
        <Link href="/cart">Cart</Link>
      </TestProvider>,
    );
    const link = screen.getByRole('link', { name: 'Cart' });
    expect(link.getAttribute('href')).toBe('/cart');
    expect(link.hasAttribute('data-router-link')).toBe(false);
  });

  it('never opens a new tab for in-site links or mail links', () => {
    render(
      <TestProvider>
        <Link href="mailto:help@example.com" newTab>
          Mail us
        </Link>
      </TestProvider>,
    );
    expect(screen.getByRole('link', { name: 'Mail us' }).hasAttribute('target')).toBe(false);
  });
});
