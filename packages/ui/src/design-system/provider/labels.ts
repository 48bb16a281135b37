import type { CheckoutStepName, ShipmentTrackingState } from '@shop/domain';
import type { AlertTone } from '../primitives/Alert/alertVariants.ts';
import type { ProductCategoryTag } from '../primitives/Tag/tagVariants.ts';

/** Interpolation values of a form error message (`{count}`, `{minimum}`, `{reason}`…). */
type FieldErrorParams = Record<string, string | number>;

/**
 * Every text the design system shows or announces by itself: close buttons, status words,
 * navigation names, form errors. The design system knows no translation library and no app
 * namespace; the app fills this object in the customer's language and hands it to
 * `DesignSystemProvider`. Texts with values are functions. Without a provider the English
 * defaults below apply.
 */
export interface DesignSystemLabels {
  closeDialog: string;
  closeDrawer: string;
  closePopover: string;
  /** An Alert's dismiss button. */
  dismiss: string;
  /** A Spinner without its own label. */
  loading: string;
  /** Read after an external link's text. */
  opensInNewTab: string;
  /** An Image whose picture is missing or failed. */
  imageUnavailable: string;
  /** The name of an Alert's tone icon. */
  alertTone: Readonly<Record<AlertTone, string>>;
  price: { original: string; current: string };
  productCategoryTag: (tag: ProductCategoryTag) => string;
  breadcrumbs: string;
  pagination: {
    label: string;
    previous: string;
    next: string;
    page: (page: number) => string;
  };
  stepper: {
    label: string;
    stepNumber: (number: number) => string;
    step: (name: CheckoutStepName) => string;
    completed: string;
    current: string;
  };
  timeline: {
    label: string;
    current: string;
    state: (state: ShipmentTrackingState) => string;
  };
  table: { empty: string; sortBy: (column: string) => string };
  selectPlaceholder: string;
  combobox: { showOptions: string; noResults: string; results: (count: number) => string };
  showPassword: string;
  characterCount: (count: number, max: number) => string;
  charactersLeft: (count: number) => string;
  /** Past a field's limit: how many characters to take away. */
  charactersOver: (count: number) => string;
  date: {
    day: string;
    month: string;
    year: string;
    dayPlaceholder: string;
    yearPlaceholder: string;
  };
  /** A Form whose submission failed, when the form gives no message of its own. */
  submitError: string;
  /**
   * A field's error from its message key (`errors.required`, `errors.tooShort` with `count`…, see
   * `forms/zodMessages.ts`); an unknown key gives the general "not valid" text.
   */
  fieldError: (key: string, params: FieldErrorParams) => string;
  notifications: {
    /** The notifications region, reached with `hotkey`. */
    region: (hotkey: string) => string;
    /** A single notification, for screen readers. */
    notification: string;
    dismiss: string;
  };
}

const plural = (count: number, one: string, other: string) => (count === 1 ? one : other);

const invalidValue = () => 'This value is not valid.';

const englishFieldErrors: Readonly<Record<string, (params: FieldErrorParams) => string>> = {
  'errors.required': () => 'This field is required.',
  'errors.invalid': invalidValue,
  'errors.passwordsDiffer': () => 'The passwords do not match.',
  'errors.email': () => 'Enter an e-mail address like name@example.com.',
  'errors.tooShort': ({ count = 0 }) =>
    `Enter at least ${count} ${plural(Number(count), 'character', 'characters')}.`,
  'errors.tooLong': ({ count = 0 }) =>
    `Enter at most ${count} ${plural(Number(count), 'character', 'characters')}.`,
  'errors.numberTooSmall': ({ minimum }) => `Enter a number of at least ${minimum}.`,
  'errors.numberTooBig': ({ maximum }) => `Enter a number of at most ${maximum}.`,
  'errors.number': () => 'Enter a number.',
  'errors.format': () => 'Check the format of this value.',
  'errors.choose': () => 'Choose one of the options.',
  'errors.accept': () => 'Tick this box to continue.',
  'errors.date': () => 'Enter a real date (day, month and year).',
  'errors.adult': () => 'You must be 18 or older.',
  'errors.passwordLetter': () => 'Include at least one letter.',
  'errors.passwordDigit': () => 'Include at least one digit.',
};

const englishCategoryTags: Readonly<Record<ProductCategoryTag, string>> = {
  INFANTIL: 'Kids',
  OUTLET: 'Outlet',
  NOVELTY: 'New',
  TOP_SALES: 'Bestseller',
  ECONOMIC: 'Great value',
  PROMOTION: 'Promotion',
};

const englishCheckoutSteps: Readonly<Record<CheckoutStepName, string>> = {
  contact: 'Contact',
  address: 'Address',
  shipment: 'Shipment',
  payment: 'Payment',
};

const englishTrackingStates: Readonly<Record<ShipmentTrackingState, string>> = {
  PROCESSING: 'Being prepared',
  ON_ROUTE: 'On its way',
  ON_DELIVERY: 'Out for delivery',
  DELIVERED: 'Delivered',
  INCIDENCE: 'Delivery problem',
  PENDING_TO_PICK: 'Ready for pickup',
  PICKED: 'Picked up',
};

/** The design system's texts in English: what it shows without a provider. */
export const defaultDesignSystemLabels: DesignSystemLabels = {
  closeDialog: 'Close dialog',
  closeDrawer: 'Close panel',
  closePopover: 'Close',
  dismiss: 'Dismiss',
  loading: 'Loading…',
  opensInNewTab: '(opens in a new tab)',
  imageUnavailable: 'Image not available',
  alertTone: { info: 'Information', positive: 'Success', caution: 'Warning', critical: 'Error' },
  price: { original: 'Original price', current: 'Current price' },
  productCategoryTag: (tag) => englishCategoryTags[tag],
  breadcrumbs: 'Breadcrumb',
  pagination: {
    label: 'Pagination',
    previous: 'Previous page',
    next: 'Next page',
    page: (page) => `Page ${page}`,
  },
  stepper: {
    label: 'Checkout steps',
    stepNumber: (number) => `Step ${number}`,
    step: (name) => englishCheckoutSteps[name],
    completed: 'completed',
    current: 'current step',
  },
  timeline: {
    label: 'Shipment progress',
    current: 'Current status',
    state: (state) => englishTrackingStates[state],
  },
  table: { empty: 'Nothing to show yet.', sortBy: (column) => `Sort by ${column}` },
  selectPlaceholder: 'Choose…',
  combobox: {
    showOptions: 'Show options',
    noResults: 'No results',
    results: (count) => `${count} ${plural(count, 'result', 'results')} available`,
  },
  showPassword: 'Show password',
  characterCount: (count, max) => `${count} of ${max} characters`,
  charactersLeft: (count) => `${count} ${plural(count, 'character', 'characters')} left`,
  charactersOver: (count) => `${count} ${plural(count, 'character', 'characters')} too many`,
  date: { day: 'Day', month: 'Month', year: 'Year', dayPlaceholder: 'DD', yearPlaceholder: 'YYYY' },
  submitError: 'We could not send the form. Your details are kept: please try again.',
  fieldError: (key, params) => (englishFieldErrors[key] ?? invalidValue)(params),
  notifications: {
    region: (hotkey) => `Notifications (${hotkey})`,
    notification: 'Notification',
    dismiss: 'Dismiss notification',
  },
};
