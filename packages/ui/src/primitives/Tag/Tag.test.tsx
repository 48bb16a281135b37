import { productCategoryTags, translationKey } from '@shop/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../i18n/messages/general.ts';
import { uiLanguages, type Messages } from '../../i18n/locales.ts';
import { TestProvider } from '../../provider/TestProvider.tsx';
import { Tag } from './Tag.tsx';

afterEach(cleanup);

const lookup = (tree: Messages | undefined, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], tree);

describe('Tag', () => {
  it.each(uiLanguages)('has a %s label for every product category tag', (language) => {
    for (const tag of productCategoryTags) {
      expect(typeof lookup(messages[language], translationKey('productCategoryTags', tag))).toBe(
        'string',
      );
    }
  });

  it('shows the translated label of the tag', () => {
    render(
      <TestProvider language="es">
        <Tag tag="TOP_SALES" />
      </TestProvider>,
    );
    expect(screen.getByText('Más vendido')).toBeTruthy();
  });
});
