import { checkoutSteps, productCategoryTags, shipmentTrackingStates } from '@shop/domain';
import enForms from './messages/en/forms.json';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Pagination } from '../../design-system/primitives/Pagination/Pagination.tsx';
import { defaultDesignSystemLabels } from '../../design-system/provider/labels.ts';
import { messageKey, translateFieldError } from '../../design-system/forms/zodMessages.ts';
import { designSystemLabelsFor } from './designSystemLabels.ts';
import { UiProvider } from './UiProvider.tsx';
import { brandThemeClasses } from '../../design-system/theme/brandThemes.css.ts';

afterEach(cleanup);

describe('the design system labels from the shop messages', () => {
  it('are Spanish for es', () => {
    const es = designSystemLabelsFor('es');
    expect(es.pagination.label).toBe('Paginación');
    expect(es.pagination.page(4)).toBe('Página 4');
    expect(es.stepper.step('payment')).toBe('Pago');
    expect(es.timeline.state('DELIVERED')).toBe('Entregado');
    expect(es.productCategoryTag('TOP_SALES')).toBe('Más vendido');
    expect(es.notifications.region('F8')).toBe('Notificaciones (F8)');
    expect(es.combobox.results(1)).toBe('1 resultado disponible');
    expect(translateFieldError(es.fieldError, 'validation.email')).toBe(
      'Introduce un correo electrónico como nombre@ejemplo.com.',
    );
  });

  it('follow the plural rules and namespaces of the messages', () => {
    const pl = designSystemLabelsFor('pl');
    expect(translateFieldError(pl.fieldError, messageKey('errors.tooShort', { count: 3 }))).toBe(
      'Wpisz co najmniej 3 znaki.',
    );
    expect(translateFieldError(pl.fieldError, messageKey('errors.tooShort', { count: 5 }))).toBe(
      'Wpisz co najmniej 5 znaków.',
    );
    expect(pl.combobox.results(2)).toBe('Dostępne 2 wyniki');
    const en = designSystemLabelsFor('en');
    expect(translateFieldError(en.fieldError, 'errors.unknownRule')).toBe(
      'This value is not valid.',
    );
    // A key naming another namespace is read there.
    expect(en.fieldError('checkout:errors.postcode', { example: '28001' })).toBe(
      'Enter a postcode of this country, for example 28001.',
    );
  });

  it('are one object per language', () => {
    expect(designSystemLabelsFor('es')).toBe(designSystemLabelsFor('es'));
    expect(designSystemLabelsFor('es')).not.toBe(designSystemLabelsFor('pl'));
  });

  it('in English match the design system defaults', () => {
    const en = designSystemLabelsFor('en');
    const texts = (labels: typeof en) => ({
      ...labels,
      productCategoryTag: productCategoryTags.map(labels.productCategoryTag),
      pagination: { ...labels.pagination, page: labels.pagination.page(7) },
      stepper: {
        ...labels.stepper,
        stepNumber: labels.stepper.stepNumber(2),
        step: checkoutSteps.map(({ name }) => labels.stepper.step(name)),
      },
      timeline: { ...labels.timeline, state: shipmentTrackingStates.map(labels.timeline.state) },
      table: { ...labels.table, sortBy: labels.table.sortBy('Date') },
      combobox: { ...labels.combobox, results: [0, 1, 2].map(labels.combobox.results) },
      characterCount: labels.characterCount(3, 40),
      charactersLeft: [1, 2].map(labels.charactersLeft),
      charactersOver: [1, 2].map(labels.charactersOver),
      fieldError: [
        ...Object.keys(enForms.errors).map((key) => `errors.${key.replace(/_(one|other)$/, '')}`),
        'errors.unknownRule',
      ].flatMap((key) =>
        [1, 3].map((count) => labels.fieldError(key, { count, minimum: 2, maximum: 9 })),
      ),
      notifications: { ...labels.notifications, region: labels.notifications.region('F8') },
    });
    expect(texts(defaultDesignSystemLabels)).toEqual(texts(en));
  });

  it('reach the design system through UiProvider', () => {
    render(
      <UiProvider themeClass={brandThemeClasses.main} language="es">
        <Pagination page={1} pageCount={3} getHref={(page) => `/reviews?page=${page}`} />
      </UiProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'Paginación' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Página 2' })).toBeTruthy();
  });
});
