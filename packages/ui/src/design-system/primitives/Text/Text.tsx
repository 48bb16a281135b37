import type { HTMLAttributes, ReactNode, Ref } from 'react';
import type { ResponsiveValue } from '../../theme/sprinkles.css.ts';
import { InternalBox } from '../Box/Box.tsx';
import { maxLines as maxLinesClass, text } from './Text.css.ts';
import type {
  TextAlign,
  TextElement,
  TextMaxLines,
  TextSize,
  TextTone,
  TextWeight,
} from './textVariants.ts';

export interface TextProps extends Pick<
  HTMLAttributes<HTMLElement>,
  'id' | 'title' | 'aria-live' | 'aria-hidden' | 'lang'
> {
  children: ReactNode;
  as?: TextElement;
  tone?: TextTone;
  size?: TextSize;
  weight?: TextWeight;
  align?: ResponsiveValue<TextAlign>;
  /** Cut the text with an ellipsis after this many lines; the full text stays in the DOM. */
  maxLines?: TextMaxLines;
  /** The rendered element, for focus management and measuring. */
  ref?: Ref<HTMLElement>;
}

/** Body text in the brand's type, with semantic tones. */
export function Text({
  ref,
  children,
  as = 'span',
  tone = 'inherit',
  size = 'standard',
  weight = 'regular',
  align,
  maxLines,
  ...rest
}: TextProps) {
  const className = [text({ tone, size, weight }), maxLines ? maxLinesClass[maxLines] : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <InternalBox ref={ref} as={as} className={className} textAlign={align} {...rest}>
      {children}
    </InternalBox>
  );
}
Text.displayName = 'Text';
