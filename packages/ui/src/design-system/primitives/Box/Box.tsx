import { createElement, type HTMLAttributes, type JSX, type ReactNode, type Ref } from 'react';
import { sprinkles, type Sprinkles } from '../../theme/sprinkles.css.ts';
import type { BoxElement } from './boxVariants.ts';

type NativeProps = Omit<
  HTMLAttributes<HTMLElement>,
  'className' | 'style' | 'color' | keyof Sprinkles
>;

export interface BoxProps extends Sprinkles, NativeProps {
  /** The element to render; only semantic containers (default `div`). */
  as?: BoxElement;
  children?: ReactNode;
  /** The rendered element, for focus management and measuring. */
  ref?: Ref<HTMLElement>;
}

/** Splits layout props (sprinkles) from the element's own attributes. */
export function splitSprinkles<Props extends object>(props: Props) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return { atoms: atoms as Sprinkles, rest: rest as Omit<Props, keyof Sprinkles> };
}

const joinClassNames = (...names: (string | false | undefined)[]) =>
  names.filter(Boolean).join(' ');

/**
 * Box for other primitives of this package: the same as Box plus a class name of their own
 * `.css.ts`. Not exported from the package, so shop code cannot escape the design system.
 */
export function InternalBox({
  ref,
  as = 'div',
  className,
  ...props
}: Omit<BoxProps, 'as'> & { as?: keyof JSX.IntrinsicElements; className?: string }) {
  const { atoms, rest } = splitSprinkles(props);
  return createElement(as, {
    ref,
    className: joinClassNames(sprinkles(atoms), className) || undefined,
    ...rest,
  });
}
InternalBox.displayName = 'InternalBox';

/** The layout building block: a semantic element with responsive spacing, layout and surface props. */
export function Box({ ref, ...props }: BoxProps) {
  // Drop any class name or style smuggled in past the types: Box only speaks sprinkles.
  const {
    className: _className,
    style: _style,
    ...safe
  } = props as BoxProps & {
    className?: unknown;
    style?: unknown;
  };
  return <InternalBox ref={ref} {...safe} />;
}
Box.displayName = 'Box';
