import { ImagePlus } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const AddPhotoIcon = { name: 'addPhoto', Drawing: ImagePlus } as const satisfies ShopIcon;
