import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TestProvider } from '../../../testing/TestProvider.tsx';
import { Tag } from './Tag.tsx';

afterEach(cleanup);

describe('Tag', () => {
  it('shows the translated label of the tag', () => {
    render(
      <TestProvider language="es">
        <Tag tag="TOP_SALES" />
      </TestProvider>,
    );
    expect(screen.getByText('Más vendido')).toBeTruthy();
  });
});
