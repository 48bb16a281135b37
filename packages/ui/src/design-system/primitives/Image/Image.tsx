import type { ImageSources } from '@shop/domain';
import { useState, type Ref } from 'react';
import { useDesignSystemLabels } from '../../provider/DesignSystemContext.tsx';
import { Icon } from '../Icon/Icon.tsx';
import {
  aspectRatio as aspectRatioClass,
  fit as fitClass,
  frame,
  image,
  rounded as roundedClass,
  unavailable,
} from './Image.css.ts';
import type { ImageAspectRatio, ImageFit } from './imageVariants.ts';
import { ImageUnavailableIcon } from '../Icon/icons.ts';

/**
 * One image in the formats the product API serves (avif, webp, then jpg or png). Each value is a
 * URL or a `srcset` list (`photo-400.avif 400w, photo-800.avif 800w`); `imageSourcesOf` of the
 * domain builds it from an API image.
 */
export type { ImageSources };

interface ImageBaseProps {
  sources: ImageSources;
  aspectRatio: ImageAspectRatio;
  fit?: ImageFit;
  /** The `sizes` attribute for width-described srcsets, e.g. `(min-width: 1024px) 25vw, 50vw`. */
  sizes?: string;
  /** `eager` only for the largest image above the fold; everything else loads lazily. */
  loading?: 'lazy' | 'eager';
  rounded?: boolean;
  /** The rendered element, for focus management and measuring. */
  ref?: Ref<HTMLImageElement>;
}

/** Either a text alternative, or an explicit statement that the image adds nothing for screen readers. */
export type ImageProps = ImageBaseProps &
  ({ alt: string; decorative?: false } | { decorative: true; alt?: never });

/** Width and height attributes in the frame's ratio, so the box is reserved even before any CSS. */
function intrinsicSize(sources: ImageSources, aspectRatio: ImageAspectRatio) {
  if (sources.width && sources.height) return { width: sources.width, height: sources.height };
  const [width = 1, height = 1] = aspectRatio.split(':').map(Number);
  return { width: width * 100, height: height * 100 };
}

const firstUrl = (srcSet: string) => srcSet.split(',')[0]?.trim().split(/\s+/)[0] ?? srcSet;
const isSrcSet = (value: string) =>
  /\s\d+(\.\d+)?[wx](,|$)/.test(value.trim()) || value.includes(',');

/** A responsive picture in a fixed-ratio frame: avif and webp first, lazy by default. */
export function Image({ ref, ...props }: ImageProps) {
  const { sources, aspectRatio, fit = 'cover', sizes, loading = 'lazy', rounded = false } = props;
  const labels = useDesignSystemLabels();
  const [failed, setFailed] = useState(false);
  const alt = props.decorative ? '' : props.alt;
  const frameClass = [frame, aspectRatioClass[aspectRatio], rounded ? roundedClass : undefined]
    .filter(Boolean)
    .join(' ');

  if (failed) {
    return (
      <span
        className={frameClass}
        {...(props.decorative
          ? { 'aria-hidden': true }
          : { role: 'img', 'aria-label': alt || labels.imageUnavailable })}
      >
        <span className={unavailable} title={labels.imageUnavailable}>
          <Icon icon={ImageUnavailableIcon} size="large" />
        </span>
      </span>
    );
  }

  return (
    // The picture's own colour fills its box until it loads, so the page does not flash grey.
    <picture
      className={frameClass}
      style={sources.placeholder ? { backgroundColor: sources.placeholder } : undefined}
    >
      {sources.avif ? <source type="image/avif" srcSet={sources.avif} sizes={sizes} /> : null}
      {sources.webp ? <source type="image/webp" srcSet={sources.webp} sizes={sizes} /> : null}
      <img
        ref={ref}
        className={`${image} ${fitClass[fit]}`}
        {...intrinsicSize(sources, aspectRatio)}
        src={firstUrl(sources.fallback)}
        srcSet={isSrcSet(sources.fallback) ? sources.fallback : undefined}
        sizes={sizes}
        alt={alt}
        loading={loading}
        fetchPriority={loading === 'eager' ? 'high' : undefined}
        decoding="async"
        onError={() => setFailed(true)}
      />
    </picture>
  );
}
Image.displayName = 'Image';
