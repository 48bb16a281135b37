import { Upload } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const UploadIcon = { name: 'upload', Drawing: Upload } as const satisfies ShopIcon;
