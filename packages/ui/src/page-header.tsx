import { useId } from 'react';
import type { ReactNode } from 'react';
import { cx } from './cx';

export interface PageHeaderProps {
  /** The page's one h1. */
  title: ReactNode;
  subtitle?: ReactNode;
  /** Small label above the title ("Live Cricket Tournament"). */
  eyebrow?: ReactNode;
  /** Buttons on the right; they wrap under the title on phones. */
  actions?: ReactNode;
  className?: string;
}

/** Top of a screen: h1, subtitle and right-aligned actions. */
export function PageHeader({ title, subtitle, eyebrow, actions, className }: PageHeaderProps) {
  return (
    <div className={cx('ui-page-header', className)}>
      <div className="ui-page-header__text">
        {eyebrow && <p className="ui-page-header__eyebrow">{eyebrow}</p>}
        <h1 className="ui-page-header__title">{title}</h1>
        {subtitle && <p className="ui-page-header__subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="ui-page-header__actions">{actions}</div>}
    </div>
  );
}

export interface SectionProps {
  title: ReactNode;
  /** Buttons or links at the right of the header row ("Add Sponsor"). */
  actions?: ReactNode;
  children?: ReactNode;
  /** Anchor target (#sponsors); also used to build the heading's id. */
  id?: string;
  /** Heading level: 2 on pages, 3 for sections nested inside another section. */
  level?: 2 | 3;
  className?: string;
}

/** A titled block of a page; the <section> is named by its heading for landmark lists. */
export function Section({ title, actions, children, id, level = 2, className }: SectionProps) {
  const autoId = useId();
  const headingId = id ? `${id}-title` : `section-${autoId}`;
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <section id={id} aria-labelledby={headingId} className={cx('ui-section', className)}>
      <div className="ui-section__header">
        <Heading id={headingId} className="ui-section__title">
          {title}
        </Heading>
        {actions && <div className="ui-cluster ui-cluster--sm">{actions}</div>}
      </div>
      {children}
    </section>
  );
}
