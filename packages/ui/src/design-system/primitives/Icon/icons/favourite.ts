import { Heart } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const FavouriteIcon = { name: 'favourite', Drawing: Heart } as const satisfies ShopIcon;
