import { MapPin } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const PickpointIcon = { name: 'pickpoint', Drawing: MapPin } as const satisfies ShopIcon;
