import type { LinkComponent, LinkComponentProps } from './LinkComponentContext.tsx';

/**
 * A stand-in for the storefront's router link in stories and tests: it renders an `<a>` marked
 * `data-router-link`, reports the href it would navigate to and stays on the page.
 */
export function createRecordingLink(onNavigate: (href: string) => void): LinkComponent {
  function RecordingLink({ ref, href, children, onClick, ...props }: LinkComponentProps) {
    return (
      <a
        ref={ref}
        href={href}
        data-router-link=""
        onClick={(event) => {
          onClick?.(event);
          event.preventDefault();
          onNavigate(href);
        }}
        {...props}
      >
        {children}
      </a>
    );
  }
  return RecordingLink;
}
