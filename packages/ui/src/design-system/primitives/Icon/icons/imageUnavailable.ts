import { ImageOff } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const ImageUnavailableIcon = {
  name: 'imageUnavailable',
  Drawing: ImageOff,
} as const satisfies ShopIcon;
