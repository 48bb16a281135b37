import { translationKey } from '@shop/domain';
import type { i18n } from 'i18next';
import type { DesignSystemLabels } from '../../design-system/provider/labels.ts';
import { i18nFor } from './i18nFor.ts';

/** The namespaces the design system's texts come from (all of them general: every page has them). */
const labelNamespaces = ['general', 'overlays', 'data', 'forms'] as const;

const cache = new Map<string, DesignSystemLabels>();

function labelsOf(instance: i18n, language: string): DesignSystemLabels {
  const general = instance.getFixedT(language, 'general');
  const overlays = instance.getFixedT(language, 'overlays');
  const data = instance.getFixedT(language, 'data');
  const forms = instance.getFixedT(language, 'forms');
  // Keys built from a value (an enum, a step) are checked where the value's type is; over a
  // template the typed i18next key union cannot be resolved, so those lookups are by string.
  const byKey = (t: typeof general | typeof data | typeof forms) =>
    t as unknown as (key: string, options?: Record<string, unknown>) => string;
  return {
    closeDialog: overlays('closeDialog'),
    closeDrawer: overlays('closeDrawer'),
    closePopover: overlays('closePopover'),
    dismiss: general('dismiss'),
    loading: general('loading'),
    opensInNewTab: general('opensInNewTab'),
    imageUnavailable: general('image.unavailable'),
    alertTone: {
      info: general('alert.info'),
      positive: general('alert.positive'),
      caution: general('alert.caution'),
      critical: general('alert.critical'),
    },
    price: { original: general('price.original'), current: general('price.current') },
    productCategoryTag: (tag) => byKey(general)(translationKey('productCategoryTags', tag)),
    breadcrumbs: data('breadcrumbs.label'),
    pagination: {
      label: data('pagination.label'),
      previous: data('pagination.previous'),
      next: data('pagination.next'),
      page: (page) => data('pagination.page', { page }),
    },
    stepper: {
      label: data('stepper.label'),
      stepNumber: (number) => data('stepper.stepNumber', { number }),
      step: (name) => byKey(data)(`stepper.steps.${name}`),
      completed: data('stepper.completed'),
      current: data('stepper.current'),
    },
    timeline: {
      label: data('timeline.label'),
      current: data('timeline.current'),
      state: (state) => byKey(data)(`timeline.states.${state}`),
    },
    table: {
      empty: data('table.empty'),
      sortBy: (column) => data('table.sortBy', { column }),
    },
    selectPlaceholder: forms('selectPlaceholder'),
    combobox: {
      showOptions: forms('combobox.showOptions'),
      noResults: forms('combobox.noResults'),
      results: (count) => forms('combobox.results', { count }),
    },
    showPassword: forms('showPassword'),
    characterCount: (count, max) => forms('characterCount', { count, max }),
    charactersLeft: (count) => forms('charactersLeft', { count }),
    charactersOver: (count) => forms('charactersOver', { count }),
    date: {
      day: forms('date.day'),
      month: forms('date.month'),
      year: forms('date.year'),
      dayPlaceholder: forms('date.dayPlaceholder'),
      yearPlaceholder: forms('date.yearPlaceholder'),
    },
    submitError: forms('submitError'),
    // A key is read in `forms` unless it names its namespace (`checkout:errors.pickpoint`).
    fieldError: (key, params) =>
      byKey(forms)(key, { ...params, defaultValue: forms('errors.invalid') }),
    notifications: {
      region: (hotkey) => overlays('notifications', { hotkey }),
      notification: overlays('notification'),
      dismiss: overlays('dismissNotification'),
    },
  };
}

/**
 * The design system's texts in a language, from the shop's messages (`general`, `overlays`,
 * `data` and `forms`). One object per language, made once its messages are there, so the
 * design system's context does not change between renders.
 */
export function designSystemLabelsFor(language: string): DesignSystemLabels {
  const cached = cache.get(language);
  if (cached) return cached;
  const instance = i18nFor(language);
  const labels = labelsOf(instance, language);
  // Messages not yet added (a browser page before its inlined messages) must not be remembered.
  if (labelNamespaces.every((namespace) => instance.hasResourceBundle(language, namespace)))
    cache.set(language, labels);
  return labels;
}
