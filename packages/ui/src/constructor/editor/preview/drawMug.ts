import { handleAt, mug, wrapColumnAt } from './mugWrap.ts';

const ceramic = '#f4f3ef';
const rim = '#d9d6cf';

/** The mug's handle: a thick ring on its side, over the body or peeking out from behind it. */
function drawHandle(
  context: CanvasRenderingContext2D,
  x: number,
  top: number,
  height: number,
  radius: number,
  side: number,
) {
  context.save();
  context.lineWidth = radius * 0.16;
  context.strokeStyle = rim;
  context.beginPath();
  context.ellipse(
    x + side * radius * 0.22,
    top + height / 2,
    radius * 0.32,
    height * 0.3,
    0,
    0,
    2 * Math.PI,
  );
  context.stroke();
  context.restore();
}

/**
 * Draws the mug with its wrap, turned by `turn` radians, filling the context's canvas: column by
 * column, each showing the part of the wrap the mug's curve brings there, shaded like a cylinder,
 * with the handle opposite the wrap's middle.
 */
export function drawMug(
  context: CanvasRenderingContext2D,
  wrap: CanvasImageSource & { width: number; height: number },
  printWidthMm: number,
  printHeightMm: number,
  turn: number,
) {
  const { width, height } = context.canvas;
  const radius = Math.min(width * 0.32, (height * 0.92 * mug.diameterMm) / (2 * mug.heightMm));
  const bodyHeight = (2 * radius * mug.heightMm) / mug.diameterMm;
  const centre = width / 2;
  const top = (height - bodyHeight) / 2;
  const printTop = top + ((mug.heightMm - printHeightMm) / mug.heightMm) * (bodyHeight / 2);
  const printHeight = (printHeightMm / mug.heightMm) * bodyHeight;
  const handle = handleAt(turn);
  const handleX = centre + handle.across * radius;
  const handleSide = Math.sign(handle.across) || 1;
  context.clearRect(0, 0, width, height);
  if (!handle.inFront) drawHandle(context, handleX, top, bodyHeight, radius, handleSide);
  context.fillStyle = ceramic;
  context.fillRect(centre - radius, top, 2 * radius, bodyHeight);
  for (let column = Math.floor(centre - radius); column < Math.ceil(centre + radius); column += 1) {
    const share = wrapColumnAt((column + 0.5 - centre) / radius, turn, printWidthMm);
    if (share === null) continue;
    const source = Math.min(wrap.width - 1, Math.floor(share * wrap.width));
    context.drawImage(wrap, source, 0, 1, wrap.height, column, printTop, 1, printHeight);
  }
  // Light from the left: a highlight, and the body darkening as it curves away.
  const shade = context.createLinearGradient(centre - radius, 0, centre + radius, 0);
  shade.addColorStop(0, 'rgb(0 0 0 / 0.28)');
  shade.addColorStop(0.3, 'rgb(255 255 255 / 0.18)');
  shade.addColorStop(0.55, 'rgb(0 0 0 / 0)');
  shade.addColorStop(1, 'rgb(0 0 0 / 0.34)');
  context.fillStyle = shade;
  context.fillRect(centre - radius, top, 2 * radius, bodyHeight);
  context.fillStyle = rim;
  context.beginPath();
  context.ellipse(centre, top, radius, radius * 0.12, 0, 0, 2 * Math.PI);
  context.fill();
  context.beginPath();
  context.ellipse(centre, top + bodyHeight, radius, radius * 0.12, 0, 0, Math.PI);
  context.fillStyle = 'rgb(0 0 0 / 0.12)';
  context.fill();
  if (handle.inFront) drawHandle(context, handleX, top, bodyHeight, radius, handleSide);
}
