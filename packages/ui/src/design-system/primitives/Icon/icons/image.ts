import { Image } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const ImageIcon = { name: 'image', Drawing: Image } as const satisfies ShopIcon;
