import { Accordion as RadixAccordion } from 'radix-ui';
import type { ReactNode } from 'react';
import * as styles from './Accordion.css.ts';
import { Icon } from '../Icon/Icon.tsx';
import { ChevronDownIcon } from '../Icon/icons.ts';

export interface AccordionItem {
  value: string;
  title: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export const accordionHeadingLevels = [2, 3, 4] as const;
export type AccordionHeadingLevel = (typeof accordionHeadingLevels)[number];

interface AccordionBaseProps {
  items: readonly AccordionItem[];
  /** Level of the heading around each button, to fit the page outline. */
  headingLevel?: AccordionHeadingLevel;
}

export type AccordionProps = AccordionBaseProps &
  (
    | {
        type?: 'single';
        value?: string;
        defaultValue?: string;
        onValueChange?: (value: string) => void;
      }
    | {
        type: 'multiple';
        value?: string[];
        defaultValue?: string[];
        onValueChange?: (value: string[]) => void;
      }
  );

/** Sections that open and close (FAQ, product care); each header is a button inside a heading. */
export function Accordion(props: AccordionProps) {
  const { items, headingLevel = 3 } = props;
  const Heading = `h${headingLevel}` as const;
  const children = items.map((item) => (
    <RadixAccordion.Item
      key={item.value}
      value={item.value}
      disabled={item.disabled}
      className={styles.item}
    >
      <RadixAccordion.Header asChild>
        <Heading className={styles.header}>
          <RadixAccordion.Trigger className={styles.trigger}>
            {item.title}
            <Icon icon={ChevronDownIcon} size="medium" disclosure />
          </RadixAccordion.Trigger>
        </Heading>
      </RadixAccordion.Header>
      <RadixAccordion.Content className={styles.content}>{item.content}</RadixAccordion.Content>
    </RadixAccordion.Item>
  ));
  if (props.type === 'multiple') {
    return (
      <RadixAccordion.Root
        type="multiple"
        className={styles.root}
        value={props.value}
        defaultValue={props.defaultValue}
        onValueChange={props.onValueChange}
      >
        {children}
      </RadixAccordion.Root>
    );
  }
  return (
    <RadixAccordion.Root
      type="single"
      collapsible
      className={styles.root}
      value={props.value}
      defaultValue={props.defaultValue}
      onValueChange={props.onValueChange}
    >
      {children}
    </RadixAccordion.Root>
  );
}
