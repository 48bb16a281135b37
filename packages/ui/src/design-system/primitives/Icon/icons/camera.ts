import { Camera } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const CameraIcon = { name: 'camera', Drawing: Camera } as const satisfies ShopIcon;
