import { Rect } from 'react-konva';
import type { Template } from '../../model/index.ts';
import type { CanvasColors } from '../themeColors.ts';

/** The cut line and the safe area, over everything on the page; they take no pointer. */
export function PageGuides({
  template,
  scale,
  colors,
}: {
  template: Template;
  scale: number;
  colors: CanvasColors;
}) {
  const safe = template.safe_area_mm;
  return (
    <>
      <Rect
        width={template.print_size_mm.width * scale}
        height={template.print_size_mm.height * scale}
        stroke={colors.guide}
        strokeWidth={1}
        dash={[8, 4]}
        listening={false}
      />
      <Rect
        x={safe.left * scale}
        y={safe.top * scale}
        width={(template.print_size_mm.width - safe.left - safe.right) * scale}
        height={(template.print_size_mm.height - safe.top - safe.bottom) * scale}
        stroke={colors.safe}
        strokeWidth={1}
        dash={[2, 4]}
        listening={false}
      />
    </>
  );
}
