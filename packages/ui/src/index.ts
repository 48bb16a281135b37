export { Button, type ButtonProps } from './design-system/primitives/Button/Button.tsx';
export { buttonSizes, buttonTones, buttonVariants } from './design-system/primitives/Button/buttonVariants.ts';
export { UiProvider, type UiProviderProps } from './design-system/provider/UiProvider.tsx';
export { onDemand, useOnDemand, type OnDemand } from './design-system/provider/onDemand.ts';
export {
  vars,
  brands,
  brandThemeClasses,
  mediaFrom,
  type Brand,
  type ThemeTokens,
} from './design-system/theme/index.ts';
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
} from './features/i18n/index.ts';
// Form controls, forms and overlays
export {
  Field,
  type FieldProps,
  type FieldShellProps,
  type FieldControlProps,
} from './design-system/primitives/Field/Field.tsx';
export { TextField, type TextFieldProps } from './design-system/primitives/TextField/TextField.tsx';
export { textFieldTypes, type TextFieldType } from './design-system/primitives/TextField/textFieldVariants.ts';
export { TextArea, type TextAreaProps } from './design-system/primitives/TextArea/TextArea.tsx';
export { Select, type SelectProps, type SelectOption } from './design-system/primitives/Select/Select.tsx';
export {
  Combobox,
  defaultComboboxFilter,
  type ComboboxProps,
  type ComboboxOption,
} from './design-system/primitives/Combobox/Combobox.tsx';
export { Checkbox, type CheckboxProps } from './design-system/primitives/Checkbox/Checkbox.tsx';
export {
  RadioGroup,
  type RadioGroupProps,
  type RadioOption,
  type RadioGroupHandle,
} from './design-system/primitives/RadioGroup/RadioGroup.tsx';
export {
  radioGroupVariants,
  radioGroupOrientations,
  type RadioGroupVariant,
  type RadioGroupOrientation,
} from './design-system/primitives/RadioGroup/radioGroupVariants.ts';
export { Switch, type SwitchProps } from './design-system/primitives/Switch/Switch.tsx';
export {
  DateInput,
  type DateInputProps,
  type DateInputHandle,
} from './design-system/primitives/DateInput/DateInput.tsx';
export {
  formatDateParts,
  parseDateParts,
  type DateParts,
} from './design-system/primitives/DateInput/dateParts.ts';
export {
  Form,
  FormSubmit,
  FormField,
  useZodForm,
  useDraftSync,
  zodIssueToMessageKey,
  zodErrorMap,
  translateFieldError,
  type FormProps,
  type FormSubmitProps,
  type FormFieldProps,
  type FormFieldRenderProps,
  type UseZodFormOptions,
  type ZodFormSchema,
} from './design-system/forms/index.ts';
export { Dialog, DialogClose, type DialogProps } from './design-system/primitives/Dialog/Dialog.tsx';
export { dialogSizes, type DialogSize } from './design-system/primitives/Dialog/dialogVariants.ts';
export { Drawer, type DrawerProps } from './design-system/primitives/Drawer/Drawer.tsx';
export { drawerSides, type DrawerSide } from './design-system/primitives/Drawer/drawerVariants.ts';
export {
  Popover,
  popoverSides,
  type PopoverProps,
  type PopoverSide,
} from './design-system/primitives/Popover/Popover.tsx';
export { Tooltip, type TooltipProps } from './design-system/primitives/Tooltip/Tooltip.tsx';
export { Tabs, type TabsProps, type TabItem } from './design-system/primitives/Tabs/Tabs.tsx';
export {
  Accordion,
  accordionHeadingLevels,
  type AccordionProps,
  type AccordionItem,
  type AccordionHeadingLevel,
} from './design-system/primitives/Accordion/Accordion.tsx';
export {
  ToastProvider,
  useToast,
  type ToastProviderProps,
  type ToastOptions,
  type ToastApi,
} from './design-system/primitives/Toast/Toast.tsx';
export { toastTones, type ToastTone } from './design-system/primitives/Toast/toastVariants.ts';
export { Box, type BoxProps } from './design-system/primitives/Box/Box.tsx';
export { boxElements, type BoxElement } from './design-system/primitives/Box/boxVariants.ts';
export { Stack, type StackProps } from './design-system/primitives/Stack/Stack.tsx';
export {
  stackAligns,
  stackElements,
  type StackAlign,
  type StackElement,
} from './design-system/primitives/Stack/stackVariants.ts';
export { Inline, type InlineProps } from './design-system/primitives/Inline/Inline.tsx';
export {
  inlineAligns,
  inlineAlignYs,
  inlineElements,
  type InlineAlign,
  type InlineAlignY,
} from './design-system/primitives/Inline/inlineVariants.ts';
export { Columns, type ColumnsProps } from './design-system/primitives/Columns/Columns.tsx';
export {
  columnCounts,
  columnsAlignYs,
  type ColumnCount,
  type ColumnsAlignY,
} from './design-system/primitives/Columns/columnsVariants.ts';
export { Text, type TextProps } from './design-system/primitives/Text/Text.tsx';
export {
  textTones,
  textSizes,
  textWeights,
  textElements,
  textMaxLines,
  type TextTone,
  type TextSize,
  type TextWeight,
} from './design-system/primitives/Text/textVariants.ts';
export { Heading, type HeadingProps } from './design-system/primitives/Heading/Heading.tsx';
export {
  headingLevels,
  headingSizes,
  headingTones,
  type HeadingLevel,
  type HeadingSize,
  type HeadingTone,
} from './design-system/primitives/Heading/headingVariants.ts';
export { Link, type LinkProps } from './design-system/primitives/Link/Link.tsx';
export {
  linkTones,
  linkUnderlines,
  linkWeights,
  linkCurrents,
  isExternalHref,
  type LinkTone,
  type LinkUnderline,
  type LinkCurrent,
} from './design-system/primitives/Link/linkVariants.ts';
export { IconButton, type IconButtonProps } from './design-system/primitives/IconButton/IconButton.tsx';
export { Icon, type IconProps } from './design-system/primitives/Icon/Icon.tsx';
export {
  iconNames,
  iconSizes,
  iconTones,
  type IconName,
  type IconSize,
  type IconTone,
} from './design-system/primitives/Icon/iconVariants.ts';
export { Spinner, type SpinnerProps } from './design-system/primitives/Spinner/Spinner.tsx';
export {
  spinnerSizes,
  spinnerTones,
  type SpinnerSize,
  type SpinnerTone,
} from './design-system/primitives/Spinner/spinnerVariants.ts';
export { Skeleton, type SkeletonProps } from './design-system/primitives/Skeleton/Skeleton.tsx';
export {
  skeletonShapes,
  skeletonHeights,
  skeletonWidths,
  type SkeletonShape,
  type SkeletonHeight,
  type SkeletonWidth,
} from './design-system/primitives/Skeleton/skeletonVariants.ts';
export { Badge, type BadgeProps } from './design-system/primitives/Badge/Badge.tsx';
export {
  badgeTones,
  badgeEmphases,
  badgeSizes,
  type BadgeTone,
  type BadgeEmphasis,
  type BadgeSize,
} from './design-system/primitives/Badge/badgeVariants.ts';
export { Tag, type TagProps } from './design-system/primitives/Tag/Tag.tsx';
export { tagAppearance } from './design-system/primitives/Tag/tagVariants.ts';
export { Alert, type AlertProps } from './design-system/primitives/Alert/Alert.tsx';
export { alertTones, type AlertTone } from './design-system/primitives/Alert/alertVariants.ts';
export { EmptyState, type EmptyStateProps } from './design-system/primitives/EmptyState/EmptyState.tsx';
export { Price, type PriceProps } from './design-system/primitives/Price/Price.tsx';
export { priceSizes, type PriceSize } from './design-system/primitives/Price/priceVariants.ts';
export { Image, type ImageProps, type ImageSources } from './design-system/primitives/Image/Image.tsx';
export {
  imageAspectRatios,
  imageFits,
  type ImageAspectRatio,
  type ImageFit,
} from './design-system/primitives/Image/imageVariants.ts';
export {
  VisuallyHidden,
  type VisuallyHiddenProps,
} from './design-system/primitives/VisuallyHidden/VisuallyHidden.tsx';
export {
  sprinkles,
  type Sprinkles,
  type ResponsiveValue,
  type Space,
} from './design-system/theme/sprinkles.css.ts';
export {
  useLinkComponent,
  type LinkComponent,
  type LinkComponentProps,
} from './design-system/provider/LinkComponentContext.tsx';
// Data access and screens
export {
  ApiClientProvider,
  useApiClient,
  CountrySiteProvider,
  useCountrySite,
  catalogueQueries,
  type PageReads,
} from './features/data/index.ts';
export { ArticleCard, type ArticleCardProps } from './features/fragments/ArticleCard/ArticleCard.tsx';
export * from './features/screens/index.ts';
export {
  NewVersionNotice,
  type NewVersionNoticeProps,
} from './features/fragments/NewVersionNotice/NewVersionNotice.tsx';
// Data display, error screens, consent banner and layouts
export {
  Table,
  type TableProps,
  type TableColumn,
  type TableSort,
} from './design-system/primitives/Table/Table.tsx';
export {
  tableSortDirections,
  tableColumnAligns,
  type TableSortDirection,
  type TableColumnAlign,
} from './design-system/primitives/Table/tableVariants.ts';
export {
  Pagination,
  paginationRange,
  type PaginationProps,
} from './design-system/primitives/Pagination/Pagination.tsx';
export {
  Breadcrumbs,
  type BreadcrumbsProps,
  type BreadcrumbItem,
} from './design-system/primitives/Breadcrumbs/Breadcrumbs.tsx';
export { Stepper, type StepperProps, type StepState } from './design-system/primitives/Stepper/Stepper.tsx';
export {
  Timeline,
  type TimelineProps,
  type TimelineEvent,
} from './design-system/primitives/Timeline/Timeline.tsx';
export { Logo, type LogoProps } from './features/fragments/Logo/Logo.tsx';
export { logoSizes, type LogoSize } from './features/fragments/Logo/logoVariants.ts';
export { ErrorScreen, type ErrorScreenProps } from './features/fragments/ErrorScreen/ErrorScreen.tsx';
export {
  errorScreenTitles,
  errorIllustrations,
  illustrationFor,
  type ErrorIllustration,
} from './features/fragments/ErrorScreen/errorScreenVariants.ts';
export {
  ConsentBanner,
  type ConsentBannerProps,
} from './features/fragments/ConsentBanner/ConsentBanner.tsx';
export { consentBannerPart } from './features/fragments/ConsentBanner/consentBannerPart.ts';
export {
  consentBannerPlacements,
  consentChoice,
  needsConsent,
  type ConsentBannerPlacement,
  type ConsentChoice,
} from './features/fragments/ConsentBanner/consentBannerVariants.ts';
export { BlankLayout, type BlankLayoutProps } from './features/layouts/BlankLayout/BlankLayout.tsx';
export {
  FullPageLayout,
  type FullPageLayoutProps,
} from './features/layouts/FullPageLayout/FullPageLayout.tsx';
export { LightLayout, type LightLayoutProps } from './features/layouts/LightLayout/LightLayout.tsx';
export { MasterLayout, type MasterLayoutFullProps } from './features/layouts/MasterLayout/MasterLayout.tsx';
export type {
  MasterLayoutProps,
  MasterHrefs,
  HeaderAccount,
} from './features/layouts/MasterLayout/masterLayoutTypes.ts';
export {
  MasterAccountsLayout,
  type MasterAccountsLayoutProps,
} from './features/layouts/MasterAccountsLayout/MasterAccountsLayout.tsx';
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
} from './features/layouts/shared/layoutTypes.ts';
// Catalogue, designs, CMS pages and order tracking (issue 7)
export {
  isNotFoundError,
  isQueryNotFound,
  normaliseSearchParams,
  cataloguePageSize,
  type SearchParams,
} from './features/data/catalogueQueries.ts';
export { trackingQueries } from './features/data/trackingQueries.ts';
export { productGridImageSizes } from './features/fragments/ArticleCard/ArticleCard.tsx';
export {
  ArticleGrid,
  articleHref,
  type ArticleGridProps,
} from './features/fragments/ArticleCard/CatalogueStates.tsx';
export { DesignCard, type DesignCardProps } from './features/fragments/DesignCard/DesignCard.tsx';
export {
  SearchFilters,
  parsePriceInput,
  type SearchFiltersProps,
  type SearchFilterValues,
} from './features/fragments/SearchFilters/SearchFilters.tsx';
export {
  TrackingTimeline,
  type TrackingTimelineProps,
} from './features/fragments/TrackingTimeline/TrackingTimeline.tsx';
export {
  OrderStatusBadge,
  orderStatusTones,
  type OrderStatusBadgeProps,
} from './features/fragments/OrderStatusBadge/OrderStatusBadge.tsx';
export {
  RefundDataForm,
  type RefundDataFormProps,
} from './features/fragments/RefundDataForm/RefundDataForm.tsx';
export {
  refundDataSchema,
  normaliseIban,
  type RefundData,
} from './features/fragments/RefundDataForm/refundDataSchema.ts';
export {
  EmailTakenError,
  GuestOrderEmailError,
  SignUpForm,
  type SignUpFormProps,
  type SignUpRequest,
} from './features/fragments/SignUpForm/SignUpForm.tsx';
export { CmsContent, type CmsContentProps } from './features/fragments/CmsContent/CmsContent.tsx';
export {
  RelatedContentSection,
  type RelatedContentSectionProps,
} from './features/fragments/RelatedContent/RelatedContentSection.tsx';
export { RelatedContent, type RelatedContentProps } from './features/screens/RelatedContent.tsx';
export { OffersScreen, prefetchOffersPage } from './features/screens/OffersScreen/OffersScreen.tsx';
export { SearchScreen, type SearchScreenProps } from './features/screens/SearchScreen/SearchScreen.tsx';
export { searchParamsFromQuery, searchQueryOf } from './features/screens/SearchScreen/searchParams.ts';
export { TagsListScreen } from './features/screens/TagsListScreen/TagsListScreen.tsx';
export { TagScreen, type TagScreenProps } from './features/screens/TagScreen/TagScreen.tsx';
export {
  DesignsScreen,
  designGallerySort,
  type DesignsScreenProps,
} from './features/screens/DesignsScreen/DesignsScreen.tsx';
export { DesignScreen, type DesignScreenProps } from './features/screens/DesignScreen/DesignScreen.tsx';
export { CmsPageScreen, type CmsPageScreenProps } from './features/screens/CmsPageScreen/CmsPageScreen.tsx';
export {
  TrackingLookupScreen,
  type TrackingLookupScreenProps,
} from './features/screens/TrackingLookupScreen/TrackingLookupScreen.tsx';
export {
  TrackingScreen,
  type TrackingScreenProps,
} from './features/screens/TrackingScreen/TrackingScreen.tsx';
export {
  UserRequiredActionScreen,
  type UserRequiredActionScreenProps,
} from './features/screens/UserRequiredActionScreen/UserRequiredActionScreen.tsx';
// Cart, checkout and order completed
export {
  cartQueries,
  cartQueryKey,
  recalculateCart,
  useCartLineMutations,
  usePromotionCodeMutations,
  PromotionCodeRefusedError,
  type CartQueryData,
} from './features/data/cartQueries.ts';
export {
  checkoutQueries,
  checkoutQueryKey,
  checkoutDrafts,
} from './features/data/checkoutQueries.ts';
export { CartLine, articleNameFor, type CartLineProps } from './features/fragments/CartLine/CartLine.tsx';
export { CartSummary, type CartSummaryProps } from './features/fragments/CartSummary/CartSummary.tsx';
export {
  PromotionCodeForm,
  type PromotionCodeFormProps,
} from './features/fragments/PromotionCodeForm/PromotionCodeForm.tsx';
export {
  ContactStep,
  contactStepSchema,
  emptyContactStep,
  type ContactStepProps,
  type ContactStepValues,
  type ContactStepResult,
} from './features/fragments/ContactStep/ContactStep.tsx';
export {
  AddressStep,
  addressStepSchema,
  emptyAddress,
  toAddressInput,
  fromAddressInput,
  type AddressStepProps,
  type AddressStepValues,
  type AddressStepResult,
} from './features/fragments/AddressStep/AddressStep.tsx';
export {
  isValidPostcode,
  isValidPhone,
  postcodeExamples,
  deliveryCountries,
} from './features/fragments/AddressStep/addressRules.ts';
export {
  ShipmentStep,
  shipmentStepSchema,
  formatDeliveryWindow,
  type ShipmentStepProps,
  type ShipmentStepValues,
  type ShipmentStepResult,
  type ShipmentOptionsStatus,
} from './features/fragments/ShipmentStep/ShipmentStep.tsx';
export {
  PickpointPicker,
  type PickpointPickerProps,
  type PickpointSearchStatus,
} from './features/fragments/PickpointPicker/PickpointPicker.tsx';
export {
  PaymentStep,
  paymentStepSchema,
  type PaymentStepProps,
  type PaymentStepValues,
} from './features/fragments/PaymentStep/PaymentStep.tsx';
export {
  PaymentMethodPicker,
  type PaymentMethodPickerProps,
} from './features/fragments/PaymentMethodPicker/PaymentMethodPicker.tsx';
export {
  OrderSummary,
  type OrderSummaryProps,
  type OrderSummaryLine,
} from './features/fragments/OrderSummary/OrderSummary.tsx';
export { CartScreen, type CartScreenProps } from './features/screens/CartScreen/CartScreen.tsx';
export {
  CheckoutScreen,
  type CheckoutScreenProps,
  type CheckoutStepNumber,
  type PlacedOrder,
} from './features/screens/CheckoutScreen/CheckoutScreen.tsx';
export {
  OrderCompletedScreen,
  type OrderCompletedScreenProps,
} from './features/screens/OrderCompletedScreen/OrderCompletedScreen.tsx';
export { helpCenterQueries, featuredHelpTopics } from './features/data/helpCenterQueries.ts';
export {
  HelpCenterScreen,
  featuredHelpTopicIds,
  type HelpCenterScreenProps,
} from './features/screens/HelpCenterScreen/HelpCenterScreen.tsx';
export {
  HelpCenterCategoryScreen,
  type HelpCenterCategoryScreenProps,
} from './features/screens/HelpCenterCategoryScreen/HelpCenterCategoryScreen.tsx';
export {
  HelpCenterTopicScreen,
  type HelpCenterTopicScreenProps,
} from './features/screens/HelpCenterTopicScreen/HelpCenterTopicScreen.tsx';
export { NewsletterScreen } from './features/screens/NewsletterScreen/NewsletterScreen.tsx';
export {
  UnsubscribeScreen,
  type UnsubscribeScreenProps,
} from './features/screens/UnsubscribeScreen/UnsubscribeScreen.tsx';
export { ContactScreen, type ContactScreenProps } from './features/screens/ContactScreen/ContactScreen.tsx';

// Account profile (/accounts/profile).
export { profileQueries, profileQueryKey } from './features/data/profileQueries.ts';
export { apiRefusalOf, type ApiRefusal } from './features/data/apiRefusal.ts';
export {
  AccountProfileScreen,
  type AccountProfileScreenProps,
} from './features/screens/AccountProfileScreen/AccountProfileScreen.tsx';

// The customer's saved designs (/accounts/designs).
export {
  defaultDesignLibraryFilters,
  designLibraryPageSize,
  designLibraryQueries,
  designLibraryQueryKey,
  type DesignLibraryFilters,
} from './features/data/designLibraryQueries.ts';
export {
  AccountDesignsScreen,
  type AccountDesignsScreenProps,
} from './features/screens/AccountDesignsScreen/AccountDesignsScreen.tsx';

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
} from './features/data/foticosQueries.ts';
export {
  AccountInvoicesScreen,
  type AccountInvoicesScreenProps,
} from './features/screens/AccountInvoicesScreen/AccountInvoicesScreen.tsx';
export {
  AccountCommissionsScreen,
  type AccountCommissionsScreenProps,
} from './features/screens/AccountCommissionsScreen/AccountCommissionsScreen.tsx';
export { AccountConfigScreen } from './features/screens/AccountConfigScreen/AccountConfigScreen.tsx';
export {
  AccountDesignsAdminScreen,
  type AccountDesignsAdminScreenProps,
} from './features/screens/AccountDesignsAdminScreen/AccountDesignsAdminScreen.tsx';

export { reviewQueries, type ReviewFilters } from './features/data/reviewQueries.ts';
export { ReviewsScreen, type ReviewsScreenProps } from './features/screens/ReviewsScreen/ReviewsScreen.tsx';

// Account orders and tickets
export {
  accountOrderQueries,
  defaultOrderFilters,
  ordersPageSize,
  type AccountOrderFilters,
} from './features/data/orderQueries.ts';
export {
  AccountOrdersScreen,
  type AccountOrdersScreenProps,
} from './features/screens/AccountOrdersScreen/AccountOrdersScreen.tsx';
export { orderFiltersQueryOf } from './features/screens/AccountOrdersScreen/orderFilters.ts';
export {
  AccountOrderScreen,
  type AccountOrderScreenProps,
} from './features/screens/AccountOrderScreen/AccountOrderScreen.tsx';
export { useReorder } from './features/data/orderQueries.ts';
export {
  accountTicketQueries,
  defaultTicketFilters,
  ticketFiltersQueryOf,
  ticketsPageSize,
  type AccountTicketFilters,
} from './features/data/ticketQueries.ts';
export {
  AccountTicketsScreen,
  type AccountTicketsScreenProps,
} from './features/screens/AccountTicketsScreen/AccountTicketsScreen.tsx';
export {
  AccountTicketScreen,
  type AccountTicketScreenProps,
} from './features/screens/AccountTicketScreen/AccountTicketScreen.tsx';
