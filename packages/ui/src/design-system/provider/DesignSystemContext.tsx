import { createContext, useContext } from 'react';
import { defaultDesignSystemLabels, type DesignSystemLabels } from './labels.ts';

interface DesignSystemSettings {
  labels: DesignSystemLabels;
  /** BCP 47 language that dates and month names are formatted in. */
  language: string;
}

export const DesignSystemContext = createContext<DesignSystemSettings>({
  labels: defaultDesignSystemLabels,
  language: 'en',
});

/** The design system's texts in the page's language (English without a provider). */
export const useDesignSystemLabels = (): DesignSystemLabels =>
  useContext(DesignSystemContext).labels;

/** The page's language, for formatting dates (`en` without a provider). */
export const useDesignSystemLanguage = (): string => useContext(DesignSystemContext).language;
