import { Sparkles } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const NoveltyIcon = { name: 'novelty', Drawing: Sparkles } as const satisfies ShopIcon;
