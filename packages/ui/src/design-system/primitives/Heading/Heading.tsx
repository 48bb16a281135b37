import type { ReactNode, Ref } from 'react';
import type { ResponsiveValue } from '../../theme/sprinkles.css.ts';
import { InternalBox } from '../Box/Box.tsx';
import { maxLines as maxLinesClass } from '../Text/Text.css.ts';
import type { TextAlign, TextMaxLines } from '../Text/textVariants.ts';
import { heading } from './Heading.css.ts';
import {
  defaultHeadingSize,
  type HeadingLevel,
  type HeadingSize,
  type HeadingTone,
} from './headingVariants.ts';

export interface HeadingProps {
  children: ReactNode;
  /** The outline level (h1–h4); pick it from the page structure, not from the look. */
  level: HeadingLevel;
  /** Visual size; defaults to the level's size. */
  size?: HeadingSize;
  tone?: HeadingTone;
  align?: ResponsiveValue<TextAlign>;
  maxLines?: TextMaxLines;
  id?: string;
  /** The rendered element, for focus management and measuring. */
  ref?: Ref<HTMLHeadingElement>;
}

/** A section title: `level` sets the semantics, `size` the look. */
export function Heading({
  ref,
  children,
  level,
  size,
  tone = 'neutral',
  align,
  maxLines,
  id,
}: HeadingProps) {
  const className = [
    heading({ size: size ?? defaultHeadingSize[level], tone }),
    maxLines ? maxLinesClass[maxLines] : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    // Box's public `as` list has no headings on purpose: only Heading renders h1–h4.
    <InternalBox ref={ref} as={`h${level}`} className={className} textAlign={align} id={id}>
      {children}
    </InternalBox>
  );
}
Heading.displayName = 'Heading';
