import { forwardRef } from 'react';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from './i18n';
import type { LinkProps } from 'react-router-dom';
import { cx } from './cx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'accent';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the container's width (forms on phones). */
  block?: boolean;
}

/** The class list shared by Button and ButtonLink, exported for rare custom controls. */
export function buttonClass({ variant = 'primary', size = 'md', block }: ButtonLook, className?: string) {
  return cx('ui-btn', `ui-btn--${variant}`, `ui-btn--${size}`, block && 'ui-btn--block', className);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /** While true the button is disabled, shows a spinner and reads `loadingText`. */
  loading?: boolean;
  /** What the button says while loading ("Saving..."); defaults to its children. */
  loadingText?: ReactNode;
}

/** A button. `type` defaults to "button" so buttons inside forms never submit by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, block, loading = false, loadingText, className, disabled, type, children, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type ?? 'button'}
      className={buttonClass({ variant, size, block }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <span className="ui-spinner" aria-hidden="true" />}
      {loading ? (loadingText ?? children) : children}
    </button>
  );
});

type AnchorRest = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>;

interface RouterLinkProps extends Omit<LinkProps, 'to'>, ButtonLook {
  /** In-app destination, rendered with react-router's Link. */
  to: LinkProps['to'];
  href?: never;
}

interface HrefLinkProps extends AnchorRest, ButtonLook {
  /** Plain address; absolute http(s) addresses open in a new tab unless `newTab` is false. */
  href: string;
  to?: never;
  /** Force (or stop) opening in a new tab. Defaults to true for absolute http(s) URLs. */
  newTab?: boolean;
}

export type ButtonLinkProps = RouterLinkProps | HrefLinkProps;

const EXTERNAL = /^https?:\/\//i;

/**
 * A link that looks like a Button. With `to` it is a router Link; with `href` a plain <a>.
 * Links opening a new tab get rel="noopener noreferrer" so the opened page cannot reach
 * back through window.opener, and so no referrer leaks to third-party forms.
 */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(props, ref) {
  if (props.to !== undefined) {
    const { variant, size, block, className, to, ...rest } = props;
    return <Link ref={ref} to={to} className={buttonClass({ variant, size, block }, className)} {...rest} />;
  }
  const { variant, size, block, className, href, newTab, target, rel, ...rest } = props;
  const external = EXTERNAL.test(href);
  const opensTab = newTab ?? (target === '_blank' || external);
  return (
    <a
      ref={ref}
      href={href}
      className={buttonClass({ variant, size, block }, className)}
      target={opensTab ? '_blank' : target}
      rel={opensTab || external ? cx(rel, 'noopener noreferrer') : rel}
      {...rest}
    />
  );
});
