export { Button, type ButtonProps } from './primitives/Button/Button.tsx';
export { buttonSizes, buttonTones, buttonVariants } from './primitives/Button/buttonVariants.ts';
export { UiProvider, type UiProviderProps } from './provider/UiProvider.tsx';
export { onDemand, useOnDemand, type OnDemand } from './provider/onDemand.ts';
export {
  vars,
  brands,
  brandThemeClasses,
  mediaFrom,
  type Brand,
  type ThemeTokens,
} from './theme/index.ts';
export {
  i18nFor,
  addMessages,
  hasMessages,
  useTranslation,
  uiLanguages,
  generalNamespaces,
  isUiLanguage,
  type UiLanguage,
  type MessageBundles,
  type NamespaceMessages,
} from './i18n/index.ts';
// Form controls, forms and overlays
export {
  Field,
  type FieldProps,
  type FieldShellProps,
  type FieldControlProps,
} from './primitives/Field/Field.tsx';
export { TextField, type TextFieldProps } from './primitives/TextField/TextField.tsx';
export { textFieldTypes, type TextFieldType } from './primitives/TextField/textFieldVariants.ts';
export { TextArea, type TextAreaProps } from './primitives/TextArea/TextArea.tsx';
export { Select, type SelectProps, type SelectOption } from './primitives/Select/Select.tsx';
export {
  Combobox,
  defaultComboboxFilter,
  type ComboboxProps,
  type ComboboxOption,
} from './primitives/Combobox/Combobox.tsx';
export { Checkbox, type CheckboxProps } from './primitives/Checkbox/Checkbox.tsx';
export {
  RadioGroup,
  type RadioGroupProps,
  type RadioOption,
  type RadioGroupHandle,
} from './primitives/RadioGroup/RadioGroup.tsx';
export {
  radioGroupVariants,
  radioGroupOrientations,
  type RadioGroupVariant,
  type RadioGroupOrientation,
} from './primitives/RadioGroup/radioGroupVariants.ts';
export { Switch, type SwitchProps } from './primitives/Switch/Switch.tsx';
export {
  DateInput,
  type DateInputProps,
  type DateInputHandle,
} from './primitives/DateInput/DateInput.tsx';
export {
  formatDateParts,
  parseDateParts,
  type DateParts,
} from './primitives/DateInput/dateParts.ts';
export {
  Form,
  FormSubmit,
  FormField,
  useZodForm,
  zodIssueToMessageKey,
  zodErrorMap,
  translateFieldError,
  type FormProps,
  type FormSubmitProps,
  type FormFieldProps,
  type FormFieldRenderProps,
  type UseZodFormOptions,
  type ZodFormSchema,
} from './forms/index.ts';
export { Dialog, DialogClose, type DialogProps } from './primitives/Dialog/Dialog.tsx';
export { dialogSizes, type DialogSize } from './primitives/Dialog/dialogVariants.ts';
export { Drawer, type DrawerProps } from './primitives/Drawer/Drawer.tsx';
export { drawerSides, type DrawerSide } from './primitives/Drawer/drawerVariants.ts';
export {
  Popover,
  popoverSides,
  type PopoverProps,
  type PopoverSide,
} from './primitives/Popover/Popover.tsx';
export { Tooltip, type TooltipProps } from './primitives/Tooltip/Tooltip.tsx';
export { Tabs, type TabsProps, type TabItem } from './primitives/Tabs/Tabs.tsx';
export {
  Accordion,
  accordionHeadingLevels,
  type AccordionProps,
  type AccordionItem,
  type AccordionHeadingLevel,
} from './primitives/Accordion/Accordion.tsx';
export {
  ToastProvider,
  useToast,
  type ToastProviderProps,
  type ToastOptions,
  type ToastApi,
} from './primitives/Toast/Toast.tsx';
export { toastTones, type ToastTone } from './primitives/Toast/toastVariants.ts';
export { Box, type BoxProps } from './primitives/Box/Box.tsx';
export { boxElements, type BoxElement } from './primitives/Box/boxVariants.ts';
export { Stack, type StackProps } from './primitives/Stack/Stack.tsx';
export {
  stackAligns,
  stackElements,
  type StackAlign,
  type StackElement,
} from './primitives/Stack/stackVariants.ts';
export { Inline, type InlineProps } from './primitives/Inline/Inline.tsx';
export {
  inlineAligns,
  inlineAlignYs,
  inlineElements,
  type InlineAlign,
  type InlineAlignY,
} from './primitives/Inline/inlineVariants.ts';
export { Columns, type ColumnsProps } from './primitives/Columns/Columns.tsx';
export {
  columnCounts,
  columnsAlignYs,
  type ColumnCount,
  type ColumnsAlignY,
} from './primitives/Columns/columnsVariants.ts';
export { Text, type TextProps } from './primitives/Text/Text.tsx';
export {
  textTones,
  textSizes,
  textWeights,
  textElements,
  textMaxLines,
  type TextTone,
  type TextSize,
  type TextWeight,
} from './primitives/Text/textVariants.ts';
export { Heading, type HeadingProps } from './primitives/Heading/Heading.tsx';
export {
  headingLevels,
  headingSizes,
  headingTones,
  type HeadingLevel,
  type HeadingSize,
  type HeadingTone,
} from './primitives/Heading/headingVariants.ts';
export { Link, type LinkProps } from './primitives/Link/Link.tsx';
export {
  linkTones,
  linkUnderlines,
  linkWeights,
  linkCurrents,
  isExternalHref,
  type LinkTone,
  type LinkUnderline,
  type LinkCurrent,
} from './primitives/Link/linkVariants.ts';
export { IconButton, type IconButtonProps } from './primitives/IconButton/IconButton.tsx';
export { Icon, type IconProps } from './primitives/Icon/Icon.tsx';
export {
  iconNames,
  iconSizes,
  iconTones,
  type IconName,
  type IconSize,
  type IconTone,
} from './primitives/Icon/iconVariants.ts';
export { Spinner, type SpinnerProps } from './primitives/Spinner/Spinner.tsx';
export {
  spinnerSizes,
  spinnerTones,
  type SpinnerSize,
  type SpinnerTone,
} from './primitives/Spinner/spinnerVariants.ts';
export { Skeleton, type SkeletonProps } from './primitives/Skeleton/Skeleton.tsx';
export {
  skeletonShapes,
  skeletonHeights,
  skeletonWidths,
  type SkeletonShape,
  type SkeletonHeight,
  type SkeletonWidth,
} from './primitives/Skeleton/skeletonVariants.ts';
export { Badge, type BadgeProps } from './primitives/Badge/Badge.tsx';
export {
  badgeTones,
  badgeEmphases,
  badgeSizes,
  type BadgeTone,
  type BadgeEmphasis,
  type BadgeSize,
} from './primitives/Badge/badgeVariants.ts';
export { Tag, type TagProps } from './primitives/Tag/Tag.tsx';
export { tagAppearance } from './primitives/Tag/tagVariants.ts';
export { Alert, type AlertProps } from './primitives/Alert/Alert.tsx';
export { alertTones, type AlertTone } from './primitives/Alert/alertVariants.ts';
export { EmptyState, type EmptyStateProps } from './primitives/EmptyState/EmptyState.tsx';
export { Price, type PriceProps } from './primitives/Price/Price.tsx';
export { priceSizes, type PriceSize } from './primitives/Price/priceVariants.ts';
export { Image, type ImageProps, type ImageSources } from './primitives/Image/Image.tsx';
export {
  imageAspectRatios,
  imageFits,
  type ImageAspectRatio,
  type ImageFit,
} from './primitives/Image/imageVariants.ts';
export {
  VisuallyHidden,
  type VisuallyHiddenProps,
} from './primitives/VisuallyHidden/VisuallyHidden.tsx';
export {
  sprinkles,
  type Sprinkles,
  type ResponsiveValue,
  type Space,
} from './theme/sprinkles.css.ts';
export {
  useLinkComponent,
  type LinkComponent,
  type LinkComponentProps,
} from './provider/LinkComponentContext.tsx';
// Data access and screens
export {
  ApiClientProvider,
  useApiClient,
  CountrySiteProvider,
  useCountrySite,
  catalogueQueries,
  type PageReads,
} from './data/index.ts';
export { ArticleCard, type ArticleCardProps } from './fragments/ArticleCard/ArticleCard.tsx';
export * from './screens/index.ts';
export {
  NewVersionNotice,
  type NewVersionNoticeProps,
} from './fragments/NewVersionNotice/NewVersionNotice.tsx';
// Data display, error screens, consent banner and layouts
export {
  Table,
  type TableProps,
  type TableColumn,
  type TableSort,
} from './primitives/Table/Table.tsx';
export {
  tableSortDirections,
  tableColumnAligns,
  type TableSortDirection,
  type TableColumnAlign,
} from './primitives/Table/tableVariants.ts';
export {
  Pagination,
  paginationRange,
  type PaginationProps,
} from './primitives/Pagination/Pagination.tsx';
export {
  Breadcrumbs,
  type BreadcrumbsProps,
  type BreadcrumbItem,
} from './primitives/Breadcrumbs/Breadcrumbs.tsx';
export { Stepper, type StepperProps, type StepState } from './primitives/Stepper/Stepper.tsx';
export {
  Timeline,
  type TimelineProps,
  type TimelineEvent,
} from './primitives/Timeline/Timeline.tsx';
export { Logo, type LogoProps } from './fragments/Logo/Logo.tsx';
export { logoSizes, type LogoSize } from './fragments/Logo/logoVariants.ts';
export { ErrorScreen, type ErrorScreenProps } from './fragments/ErrorScreen/ErrorScreen.tsx';
export {
  errorScreenTitles,
  errorIllustrations,
  illustrationFor,
  type ErrorIllustration,
} from './fragments/ErrorScreen/errorScreenVariants.ts';
export {
  ConsentBanner,
  type ConsentBannerProps,
} from './fragments/ConsentBanner/ConsentBanner.tsx';
export { consentBannerPart } from './fragments/ConsentBanner/consentBannerPart.ts';
export {
  consentBannerPlacements,
  consentChoice,
  needsConsent,
  type ConsentBannerPlacement,
  type ConsentChoice,
} from './fragments/ConsentBanner/consentBannerVariants.ts';
export { BlankLayout, type BlankLayoutProps } from './layouts/BlankLayout/BlankLayout.tsx';
export {
  FullPageLayout,
  type FullPageLayoutProps,
} from './layouts/FullPageLayout/FullPageLayout.tsx';
export { LightLayout, type LightLayoutProps } from './layouts/LightLayout/LightLayout.tsx';
export { MasterLayout, type MasterLayoutFullProps } from './layouts/MasterLayout/MasterLayout.tsx';
export type {
  MasterLayoutProps,
  MasterHrefs,
  HeaderAccount,
} from './layouts/MasterLayout/masterLayoutTypes.ts';
export {
  MasterAccountsLayout,
  type MasterAccountsLayoutProps,
} from './layouts/MasterAccountsLayout/MasterAccountsLayout.tsx';
export {
  accountPages,
  foticosAccountPages,
  accountPagePaths,
  visibleAccountPages,
  accountPermissionsOf,
  mainContentId,
  type AccountPage,
  type AccountPermissions,
  type NavigationItem,
  type FooterLinkGroup,
} from './layouts/shared/layoutTypes.ts';
// Catalogue, designs, CMS pages and order tracking (issue 7)
export {
  isNotFoundError,
  isQueryNotFound,
  normaliseSearchParams,
  cataloguePageSize,
  type SearchParams,
} from './data/catalogueQueries.ts';
export { trackingQueries } from './data/trackingQueries.ts';
export { productGridImageSizes } from './fragments/ArticleCard/ArticleCard.tsx';
export {
  ArticleGrid,
  articleHref,
  type ArticleGridProps,
} from './fragments/ArticleCard/CatalogueStates.tsx';
export { DesignCard, type DesignCardProps } from './fragments/DesignCard/DesignCard.tsx';
export {
  SearchFilters,
  parsePriceInput,
  type SearchFiltersProps,
  type SearchFilterValues,
} from './fragments/SearchFilters/SearchFilters.tsx';
export {
  TrackingTimeline,
  type TrackingTimelineProps,
} from './fragments/TrackingTimeline/TrackingTimeline.tsx';
export {
  OrderStatusBadge,
  orderStatusTones,
  type OrderStatusBadgeProps,
} from './fragments/OrderStatusBadge/OrderStatusBadge.tsx';
export {
  RefundDataForm,
  type RefundDataFormProps,
} from './fragments/RefundDataForm/RefundDataForm.tsx';
export {
  refundDataSchema,
  normaliseIban,
  type RefundData,
} from './fragments/RefundDataForm/refundDataSchema.ts';
export {
  EmailTakenError,
  GuestOrderEmailError,
  SignUpForm,
  type SignUpFormProps,
  type SignUpRequest,
} from './fragments/SignUpForm/SignUpForm.tsx';
export { CmsContent, type CmsContentProps } from './fragments/CmsContent/CmsContent.tsx';
export {
  RelatedContent,
  type RelatedContentProps,
} from './fragments/RelatedContent/RelatedContent.tsx';
export { OffersScreen, prefetchOffersPage } from './screens/OffersScreen/OffersScreen.tsx';
export { SearchScreen, type SearchScreenProps } from './screens/SearchScreen/SearchScreen.tsx';
export { searchParamsFromQuery, searchQueryOf } from './screens/SearchScreen/searchParams.ts';
export { TagsListScreen } from './screens/TagsListScreen/TagsListScreen.tsx';
export { TagScreen, type TagScreenProps } from './screens/TagScreen/TagScreen.tsx';
export {
  DesignsScreen,
  designGallerySort,
  type DesignsScreenProps,
} from './screens/DesignsScreen/DesignsScreen.tsx';
export { DesignScreen, type DesignScreenProps } from './screens/DesignScreen/DesignScreen.tsx';
export { CmsPageScreen, type CmsPageScreenProps } from './screens/CmsPageScreen/CmsPageScreen.tsx';
export {
  TrackingLookupScreen,
  type TrackingLookupScreenProps,
} from './screens/TrackingLookupScreen/TrackingLookupScreen.tsx';
export {
  TrackingScreen,
  type TrackingScreenProps,
} from './screens/TrackingScreen/TrackingScreen.tsx';
export {
  UserRequiredActionScreen,
  type UserRequiredActionScreenProps,
} from './screens/UserRequiredActionScreen/UserRequiredActionScreen.tsx';
// Cart, checkout and order completed
export {
  cartQueries,
  cartQueryKey,
  recalculateCart,
  priceSiteOf,
  useCartLineMutations,
  usePromotionCodeMutations,
  PromotionCodeRefusedError,
  type CartQueryData,
} from './data/cartQueries.ts';
export {
  checkoutQueries,
  checkoutQueryKey,
  checkoutDrafts,
  useDraftSync,
} from './data/checkoutQueries.ts';
export { CartLine, articleNameFor, type CartLineProps } from './fragments/CartLine/CartLine.tsx';
export { CartSummary, type CartSummaryProps } from './fragments/CartSummary/CartSummary.tsx';
export {
  PromotionCodeForm,
  type PromotionCodeFormProps,
} from './fragments/PromotionCodeForm/PromotionCodeForm.tsx';
export {
  ContactStep,
  contactStepSchema,
  emptyContactStep,
  type ContactStepProps,
  type ContactStepValues,
  type ContactStepResult,
} from './fragments/ContactStep/ContactStep.tsx';
export {
  AddressStep,
  addressStepSchema,
  emptyAddress,
  toAddressInput,
  fromAddressInput,
  type AddressStepProps,
  type AddressStepValues,
  type AddressStepResult,
} from './fragments/AddressStep/AddressStep.tsx';
export {
  isValidPostcode,
  isValidPhone,
  postcodeExamples,
  deliveryCountries,
} from './fragments/AddressStep/addressRules.ts';
export {
  ShipmentStep,
  shipmentStepSchema,
  formatDeliveryWindow,
  type ShipmentStepProps,
  type ShipmentStepValues,
  type ShipmentStepResult,
  type ShipmentOptionsStatus,
} from './fragments/ShipmentStep/ShipmentStep.tsx';
export {
  PickpointPicker,
  type PickpointPickerProps,
  type PickpointSearchStatus,
} from './fragments/PickpointPicker/PickpointPicker.tsx';
export {
  PaymentStep,
  paymentStepSchema,
  type PaymentStepProps,
  type PaymentStepValues,
} from './fragments/PaymentStep/PaymentStep.tsx';
export {
  PaymentMethodPicker,
  type PaymentMethodPickerProps,
} from './fragments/PaymentMethodPicker/PaymentMethodPicker.tsx';
export {
  OrderSummary,
  type OrderSummaryProps,
  type OrderSummaryLine,
} from './fragments/OrderSummary/OrderSummary.tsx';
export { CartScreen, type CartScreenProps } from './screens/CartScreen/CartScreen.tsx';
export {
  CheckoutScreen,
  type CheckoutScreenProps,
  type CheckoutStepNumber,
  type PlacedOrder,
} from './screens/CheckoutScreen/CheckoutScreen.tsx';
export {
  OrderCompletedScreen,
  type OrderCompletedScreenProps,
} from './screens/OrderCompletedScreen/OrderCompletedScreen.tsx';
export { helpCenterQueries, featuredHelpTopics } from './data/helpCenterQueries.ts';
export {
  HelpCenterScreen,
  featuredHelpTopicIds,
  type HelpCenterScreenProps,
} from './screens/HelpCenterScreen/HelpCenterScreen.tsx';
export {
  HelpCenterCategoryScreen,
  type HelpCenterCategoryScreenProps,
} from './screens/HelpCenterCategoryScreen/HelpCenterCategoryScreen.tsx';
export {
  HelpCenterTopicScreen,
  type HelpCenterTopicScreenProps,
} from './screens/HelpCenterTopicScreen/HelpCenterTopicScreen.tsx';
export { NewsletterScreen } from './screens/NewsletterScreen/NewsletterScreen.tsx';
export {
  UnsubscribeScreen,
  type UnsubscribeScreenProps,
} from './screens/UnsubscribeScreen/UnsubscribeScreen.tsx';
export { ContactScreen, type ContactScreenProps } from './screens/ContactScreen/ContactScreen.tsx';

// Account profile (/accounts/profile).
export { profileQueries, profileQueryKey } from './data/profileQueries.ts';
export { apiRefusalOf, type ApiRefusal } from './data/apiRefusal.ts';
export {
  AccountProfileScreen,
  type AccountProfileScreenProps,
} from './screens/AccountProfileScreen/AccountProfileScreen.tsx';

// The customer's saved designs (/accounts/designs).
export {
  defaultDesignLibraryFilters,
  designLibraryPageSize,
  designLibraryQueries,
  designLibraryQueryKey,
  type DesignLibraryFilters,
} from './data/designLibraryQueries.ts';
export {
  AccountDesignsScreen,
  type AccountDesignsScreenProps,
} from './screens/AccountDesignsScreen/AccountDesignsScreen.tsx';

// Foticos account pages (/accounts/invoices, /accounts/commissions, /accounts/designs/admin).
export {
  defaultAdminDesignFilters,
  defaultCommissionFilters,
  defaultInvoiceFilters,
  foticosQueries,
  foticosQueryKey,
  type AdminDesignFilters,
  type CommissionFilters,
  type InvoiceFilters,
} from './data/foticosQueries.ts';
export {
  AccountInvoicesScreen,
  type AccountInvoicesScreenProps,
} from './screens/AccountInvoicesScreen/AccountInvoicesScreen.tsx';
export {
  AccountCommissionsScreen,
  type AccountCommissionsScreenProps,
} from './screens/AccountCommissionsScreen/AccountCommissionsScreen.tsx';
export { AccountConfigScreen } from './screens/AccountConfigScreen/AccountConfigScreen.tsx';
export {
  AccountDesignsAdminScreen,
  type AccountDesignsAdminScreenProps,
} from './screens/AccountDesignsAdminScreen/AccountDesignsAdminScreen.tsx';

export { reviewQueries, type ReviewFilters } from './data/reviewQueries.ts';
export { ReviewsScreen, type ReviewsScreenProps } from './screens/ReviewsScreen/ReviewsScreen.tsx';

// Account orders and tickets
export {
  accountOrderQueries,
  defaultOrderFilters,
  ordersPageSize,
  type AccountOrderFilters,
} from './data/orderQueries.ts';
export {
  AccountOrdersScreen,
  type AccountOrdersScreenProps,
} from './screens/AccountOrdersScreen/AccountOrdersScreen.tsx';
export { orderFiltersQueryOf } from './screens/AccountOrdersScreen/orderFilters.ts';
export {
  AccountOrderScreen,
  type AccountOrderScreenProps,
} from './screens/AccountOrderScreen/AccountOrderScreen.tsx';
export { useReorder } from './data/orderQueries.ts';
export {
  accountTicketQueries,
  defaultTicketFilters,
  ticketFiltersQueryOf,
  ticketsPageSize,
  type AccountTicketFilters,
} from './data/ticketQueries.ts';
export {
  AccountTicketsScreen,
  type AccountTicketsScreenProps,
} from './screens/AccountTicketsScreen/AccountTicketsScreen.tsx';
export {
  AccountTicketScreen,
  type AccountTicketScreenProps,
} from './screens/AccountTicketScreen/AccountTicketScreen.tsx';
