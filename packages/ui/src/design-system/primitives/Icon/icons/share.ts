import { Share2 } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const ShareIcon = { name: 'share', Drawing: Share2 } as const satisfies ShopIcon;
