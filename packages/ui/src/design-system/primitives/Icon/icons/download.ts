import { Download } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const DownloadIcon = { name: 'download', Drawing: Download } as const satisfies ShopIcon;
