/**
 * @league/ui: presentational components and formatters shared by every screen.
 * Styles come from '@league/ui/styles.css' (imported once by the app); charts live in
 * '@league/ui/charts' and must be imported dynamically.
 */
export { cx } from './cx';

export { Button, ButtonLink, buttonClass } from './button';
export type { ButtonLinkProps, ButtonProps, ButtonSize, ButtonVariant } from './button';

export { Card, CardGrid } from './card';
export type { CardGridProps, CardProps } from './card';

export { Skeleton, SkeletonCards } from './skeleton';
export type { SkeletonCardsProps, SkeletonProps } from './skeleton';

export { Badge, EmptyState, ErrorBanner, Notice } from './feedback';
export type { BadgeProps, BadgeTone, EmptyStateProps, ErrorBannerProps, NoticeProps, NoticeTone } from './feedback';

export { Modal } from './modal';
export type { ModalProps } from './modal';

export { DEFAULT_TOAST_MS, ToastProvider, useToast } from './toast';
export type { ToastApi, ToastOptions, ToastProviderProps, ToastTone } from './toast';

export { Field, Select, TextArea, TextInput } from './field';
export type { FieldProps, SelectProps, TextAreaProps, TextInputProps } from './field';

export { SearchInput } from './search-input';
export type { SearchInputProps } from './search-input';

export { PersonPicker, sameName } from './person-picker';
export type { PersonChoice, PersonOption, PersonPickerProps } from './person-picker';

export { TabPanel, Tabs, tabId, tabPanelId } from './tabs';
export type { TabItem, TabPanelProps, TabsProps } from './tabs';

export { PageHeader, Section } from './page-header';
export type { PageHeaderProps, SectionProps } from './page-header';

export { Avatar, avatarColour } from './avatar';
export type { AvatarProps, AvatarSize } from './avatar';

export { FollowButton } from './follow-button';
export type { FollowButtonProps } from './follow-button';

export { ShareButton } from './share-button';
export type { ShareButtonProps } from './share-button';

export { StatTile } from './stat-tile';
export type { StatTileProps, StatTone } from './stat-tile';

export { focusableWithin, lockBodyScroll, trapTab } from './focus';

export { AlertIcon, BallIcon, CheckIcon, CloseIcon, IconSvg, InfoIcon, SearchIcon } from './icons';

export {
  formatDateTime,
  formatIndianNumber,
  formatLongDate,
  formatMonthYear,
  formatRupees,
  formatShortDate,
  formatTime,
  initials,
  localTimeZone,
  paiseToRupees,
  relativeDaysHours,
  timeAgo,
} from './format';
export type { DateInput } from './format';
export { useBrowserValues, type BrowserValues } from './browser-values';
export { copyText, useNow } from './browser-actions';
export { useFirstThenAll } from './first-then-all';
