import { CircleQuestionMark } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const HelpIcon = { name: 'help', Drawing: CircleQuestionMark } as const satisfies ShopIcon;
