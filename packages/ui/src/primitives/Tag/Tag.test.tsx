import { productCategoryTags, translationKey } from '@shop/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { uiLanguages, type Messages } from '../../i18n/locales.ts';
import { messagesOf } from '../../i18n/resources.ts';
import { TestProvider } from '../../provider/TestProvider.tsx';
import { Tag } from './Tag.tsx';

afterEach(cleanup);

const lookup = (tree: Messages | undefined, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], tree);

const messages = messagesOf('general');

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
