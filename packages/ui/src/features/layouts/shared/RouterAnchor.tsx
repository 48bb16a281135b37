import { createElement } from 'react';
import {
  useLinkComponent,
  type LinkComponentProps,
} from '../../../design-system/provider/LinkComponentContext.tsx';

/** An in-site anchor with the layout's own styling, rendered by the storefront's router link. */
export function RouterAnchor(props: LinkComponentProps) {
  return createElement(useLinkComponent(), props);
}
