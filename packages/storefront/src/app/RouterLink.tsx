import type { LinkComponentProps } from '@shop/ui/design-system/provider/LinkComponentContext.tsx';
import { Link } from 'wouter';

/** The UI's in-site links navigate through wouter, without a page load. */
export function RouterLink({ href, children, ...props }: LinkComponentProps) {
  return (
    <Link href={href} {...props}>
      {children}
    </Link>
  );
}
