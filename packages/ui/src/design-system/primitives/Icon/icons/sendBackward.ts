import { SendToBack } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const SendBackwardIcon = {
  name: 'sendBackward',
  Drawing: SendToBack,
} as const satisfies ShopIcon;
