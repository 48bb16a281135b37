import {
  createContext,
  createElement,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type Ref,
} from 'react';

/** What Link hands to the storefront's router link for an in-site href. */
export interface LinkComponentProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** The storefront's router link (e.g. wouter's `Link`); it must render an `<a>` with these props. */
export type LinkComponent = ComponentType<LinkComponentProps>;

/** Without a router (tests, static pages) an in-site link is a plain anchor: a full page load. */
export function AnchorLink({ ref, children, ...props }: LinkComponentProps) {
  return (
    <a ref={ref} {...props}>
      {children}
    </a>
  );
}

export const LinkComponentContext = createContext<LinkComponent>(AnchorLink);

/** The link component the storefront injected through DesignSystemProvider (the app's UiProvider). */
export const useLinkComponent = (): LinkComponent => useContext(LinkComponentContext);

/**
 * An in-site anchor rendered by the injected router link. One component to render, so a screen
 * need not hold the injected one in a variable (which reads as a component made during render).
 */
export function RouterLink(props: LinkComponentProps) {
  return createElement(useLinkComponent(), props);
}
