import { Children, isValidElement, type ReactNode } from 'react';

/** Wraps each child in an `li` when a layout renders as a list, so the list stays valid HTML. */
export function listChildren(children: ReactNode, asList: boolean): ReactNode {
  if (!asList) return children;
  return Children.toArray(children).map((child, index) => (
    <li key={isValidElement(child) && child.key != null ? child.key : index}>{child}</li>
  ));
}
