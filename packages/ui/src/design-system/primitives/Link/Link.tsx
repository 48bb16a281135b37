import type { MouseEventHandler, ReactNode, Ref } from 'react';
import { useDesignSystemLabels } from '../../provider/DesignSystemContext.tsx';
import { RouterLink } from '../../provider/LinkComponentContext.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { link, newTabIcon } from './Link.css.ts';
import {
  isExternalHref,
  type LinkCurrent,
  type LinkTone,
  type LinkUnderline,
  type LinkWeight,
} from './linkVariants.ts';
import { ExternalLinkIcon } from '../Icon/icons.ts';

export interface LinkProps {
  /** In-site paths (`/cart`) go through the storefront's router link; URLs with a scheme are plain anchors. */
  href: string;
  children: ReactNode;
  tone?: LinkTone;
  underline?: LinkUnderline;
  weight?: LinkWeight;
  /** Marks the link to the page (or checkout step) the customer is on. */
  current?: LinkCurrent;
  /** External links only: open in a new tab, announced to screen readers. */
  newTab?: boolean;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  id?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  /** The rendered element, for focus management and measuring. */
  ref?: Ref<HTMLAnchorElement>;
}

/** A router-agnostic link: the storefront injects its router link through DesignSystemProvider. */
export function Link({
  ref,
  href,
  children,
  tone = 'brand',
  underline = 'always',
  weight = 'regular',
  current,
  newTab = false,
  ...rest
}: LinkProps) {
  const labels = useDesignSystemLabels();
  const className = link({ tone, underline, weight });

  if (isExternalHref(href)) {
    const opensTab = newTab && /^(https?:)?\/\//i.test(href);
    return (
      <a
        ref={ref}
        href={href}
        className={className}
        rel="noopener noreferrer"
        target={opensTab ? '_blank' : undefined}
        aria-current={current}
        {...rest}
      >
        {children}
        {opensTab ? (
          <>
            <span className={newTabIcon}>
              <Icon icon={ExternalLinkIcon} size="inherit" />
            </span>
            <VisuallyHidden>{labels.opensInNewTab}</VisuallyHidden>
          </>
        ) : null}
      </a>
    );
  }

  return (
    <RouterLink ref={ref} href={href} className={className} aria-current={current} {...rest}>
      {children}
    </RouterLink>
  );
}
Link.displayName = 'Link';
