import { BookOpen } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const PagesIcon = { name: 'pages', Drawing: BookOpen } as const satisfies ShopIcon;
