import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { Icon } from '../../../design-system/primitives/Icon/Icon.tsx';
import {
  BringForwardIcon,
  FlipHorizontalIcon,
  FlipVerticalIcon,
  SendBackwardIcon,
} from '../../../design-system/primitives/Icon/icons.ts';

const flipAxes = [
  { axis: 'horizontal', icon: FlipHorizontalIcon },
  { axis: 'vertical', icon: FlipVerticalIcon },
] as const;
type FlipAxis = (typeof flipAxes)[number]['axis'];

/** The two flips of a photo, each pressed while the photo is flipped that way. */
export function FlipButtons({
  flipped,
  onFlip,
}: {
  flipped: Record<FlipAxis, boolean>;
  onFlip: (axis: FlipAxis) => void;
}) {
  const { t } = useTranslation('constructor');
  return flipAxes.map(({ axis, icon }) => (
    <Button
      key={axis}
      size="small"
      variant={flipped[axis] ? 'solid' : 'soft'}
      tone="neutral"
      aria-pressed={flipped[axis]}
      icon={<Icon icon={icon} size="small" />}
      onClick={() => onFlip(axis)}
    >
      {t(`photo.flip_${axis}`)}
    </Button>
  ));
}

const layerMoves = [
  { direction: 'forward', icon: BringForwardIcon },
  { direction: 'backward', icon: SendBackwardIcon },
] as const;
type LayerDirection = (typeof layerMoves)[number]['direction'];

/**
 * Over or under the other layers of the page: `position` from the bottom (0) of `count` layers;
 * none with a single layer, and no way past the top or the bottom.
 */
export function LayerOrderButtons({
  position,
  count,
  onArrange,
}: {
  position: number;
  count: number;
  onArrange: (direction: LayerDirection) => void;
}) {
  const { t } = useTranslation('constructor');
  if (count < 2) return null;
  const atEnd = { forward: position === count - 1, backward: position === 0 };
  return layerMoves.map(({ direction, icon }) => (
    <Button
      key={direction}
      size="small"
      variant="soft"
      tone="neutral"
      icon={<Icon icon={icon} size="small" />}
      disabled={atEnd[direction]}
      onClick={() => onArrange(direction)}
    >
      {t(`photo.${direction}`)}
    </Button>
  ));
}
