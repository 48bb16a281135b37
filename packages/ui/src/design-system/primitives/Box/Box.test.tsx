import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Box, splitSprinkles } from './Box.tsx';

afterEach(cleanup);

describe('splitSprinkles', () => {
  it('separates layout props from element attributes', () => {
    const { atoms, rest } = splitSprinkles({
      padding: 'small',
      display: 'flex',
      id: 'summary',
      'aria-label': 'Summary',
    });
    expect(atoms).toEqual({ padding: 'small', display: 'flex' });
    expect(rest).toEqual({ id: 'summary', 'aria-label': 'Summary' });
  });
});

describe('Box', () => {
  it('renders the semantic element asked for with atomic classes', () => {
    render(
      <Box as="nav" aria-label="Account" padding={{ mobile: 'small', tablet: 'large' }}>
        Links
      </Box>,
    );
    const nav = screen.getByRole('navigation', { name: 'Account' });
    expect(nav.tagName).toBe('NAV');
    expect(nav.className.split(' ').length).toBeGreaterThanOrEqual(8);
  });

  it('drops class names and styles passed around the types', () => {
    const smuggled = { className: 'custom', style: { color: 'red' } } as object;
    render(<Box {...smuggled}>Order summary</Box>);
    const box = screen.getByText('Order summary');
    expect(box.className).not.toContain('custom');
    expect(box.getAttribute('style')).toBeNull();
  });
});
