import type { Image as ApiImage } from '@shop/domain';
import type { ImageSources } from '../primitives/Image/Image.tsx';

/** The product API's image (avif, webp, then jpg or png) as the Image primitive's sources. */
export function imageSourcesOf(image: ApiImage): ImageSources {
  const url = (format: string) => image.sources.find((source) => source.format === format)?.url;
  const fallback = url('jpg') ?? url('png') ?? image.sources.at(-1)?.url ?? '';
  return { avif: url('avif'), webp: url('webp'), fallback };
}
