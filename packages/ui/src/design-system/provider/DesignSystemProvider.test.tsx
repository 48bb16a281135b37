import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Pagination } from '../primitives/Pagination/Pagination.tsx';
import { Spinner } from '../primitives/Spinner/Spinner.tsx';
import { brandThemeClasses } from '../theme/brandThemes.css.ts';
import { DesignSystemProvider } from './DesignSystemProvider.tsx';
import { defaultDesignSystemLabels, type DesignSystemLabels } from './labels.ts';

afterEach(cleanup);

const pages = <Pagination page={2} pageCount={3} getHref={(page) => `/reviews?page=${page}`} />;

const pirateLabels: DesignSystemLabels = {
  ...defaultDesignSystemLabels,
  loading: 'Hoisting the sails…',
  pagination: {
    label: 'Charts',
    previous: 'Aft',
    next: 'Fore',
    page: (page) => `Chart ${page}`,
  },
};

describe('DesignSystemProvider', () => {
  it('shows the English labels without a provider', () => {
    render(pages);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Previous page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Page 3' })).toBeTruthy();
  });

  it('shows the labels it is given', () => {
    render(
      <DesignSystemProvider themeClass={brandThemeClasses.main} labels={pirateLabels}>
        {pages}
        <Spinner />
      </DesignSystemProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'Charts' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Aft' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Chart 3' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Hoisting the sails…');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('lets an instance override its own label', () => {
    render(
      <DesignSystemProvider themeClass={brandThemeClasses.main} labels={pirateLabels}>
        <Pagination
          page={1}
          pageCount={2}
          getHref={(page) => `/reviews?page=${page}`}
          label="Review pages"
        />
        <Spinner label="Loading your orders…" />
      </DesignSystemProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'Review pages' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading your orders…');
  });
});
