import { ExternalLink } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const ExternalLinkIcon = {
  name: 'externalLink',
  Drawing: ExternalLink,
} as const satisfies ShopIcon;
