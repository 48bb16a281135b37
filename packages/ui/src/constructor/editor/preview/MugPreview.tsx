import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Template } from '../../model/index.ts';
import { drawMug } from './drawMug.ts';
import * as styles from './Preview.css.ts';
import { PreviewControls, useBackAndForth } from './PreviewControls.tsx';
import type { PagePicture } from './usePagePictures.ts';

/** One press of "turn" (or an arrow key) turns the mug an eighth of the way round. */
const step = Math.PI / 4;
const canvasSize = { width: 640, height: 480 };

/**
 * The mug with its wrap round it, as it will arrive: turned with the buttons, the arrow keys or by
 * dragging it, so the customer sees the whole wrap and the gap by the handle.
 */
export function MugPreview({ template, picture }: { template: Template; picture: PagePicture }) {
  const { t } = useTranslation('constructor');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [wrap, setWrap] = useState<HTMLImageElement | null>(null);
  const [turn, setTurn] = useState(0);
  const drag = useRef<{ x: number; turn: number } | null>(null);

  useEffect(() => {
    if (!picture) return;
    const image = new Image();
    image.onload = () => setWrap(image);
    image.src = picture;
  }, [picture]);

  useEffect(() => {
    const context = canvasRef.current?.getContext('2d');
    if (!context || !wrap) return;
    const { width, height } = template.print_size_mm;
    drawMug(context, wrap, width, height, turn);
  }, [wrap, turn, template]);

  // Turning left brings the right of the wrap round to the front, as dragging the mug leftwards does.
  const turnLeft = () => setTurn((now) => now + step);
  const turnRight = () => setTurn((now) => now - step);
  const paging = useBackAndForth(turnLeft, turnRight);
  const degrees = Math.round((((turn * 180) / Math.PI) % 360) + 360) % 360;
  return (
    <div className={styles.preview}>
      <div className={styles.stage} data-testid="mug-preview">
        {/* The mug is its own turning control: focus it and use the arrow keys, or drag it. */}
        <canvas
          ref={canvasRef}
          className={styles.mug}
          {...canvasSize}
          role="slider"
          tabIndex={0}
          aria-label={t('preview.mugLabel')}
          aria-valuemin={0}
          aria-valuemax={359}
          aria-valuenow={degrees}
          aria-valuetext={wrap ? t('preview.mug', { degrees }) : t('preview.drawing')}
          onKeyDown={paging.onKeyDown}
          onPointerDown={(event: PointerEvent) => {
            drag.current = { x: event.clientX, turn };
            event.currentTarget.setPointerCapture(event.pointerId);
          }}
          onPointerMove={(event: PointerEvent) => {
            if (drag.current)
              setTurn(
                drag.current.turn - (event.clientX - drag.current.x) / (canvasSize.width / 4),
              );
          }}
          onPointerUp={() => {
            drag.current = null;
          }}
        />
      </div>
      <PreviewControls
        back={{ label: t('preview.turnLeft') }}
        forth={{ label: t('preview.turnRight') }}
        onBack={turnLeft}
        onForth={turnRight}
        position={t('preview.turned', { degrees })}
      />
    </div>
  );
}
