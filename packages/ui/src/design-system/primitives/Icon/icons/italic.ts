import { Italic } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const ItalicIcon = { name: 'italic', Drawing: Italic } as const satisfies ShopIcon;
