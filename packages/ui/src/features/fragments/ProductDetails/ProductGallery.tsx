import { imageSourcesOf, type Article } from '@shop/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Image } from '../../../design-system/primitives/Image/Image.tsx';
import { gallery, thumbnail, thumbnails } from './ProductDetails.css.ts';

export interface ProductGalleryProps {
  /** The product's name, for the thumbnails' list. */
  name: string;
  /** The product page's pictures, the main one first; videos are not shown here. */
  media: Article['media'];
}

/** The product's pictures: the one chosen large, and a thumbnail of each to choose another. */
export function ProductGallery({ name, media }: ProductGalleryProps) {
  const { t } = useTranslation('catalogue');
  const pictures = media.flatMap((item) => (item.type === 'IMAGE' ? [item.image] : []));
  const [chosen, setChosen] = useState(0);
  const shown = pictures[chosen] ?? pictures[0];
  if (!shown) return null;
  return (
    <div className={gallery}>
      <Image
        sources={imageSourcesOf(shown)}
        alt={shown.alt}
        aspectRatio="4:3"
        fit="contain"
        loading="eager"
        sizes="(min-width: 768px) 50vw, 100vw"
        rounded
      />
      {pictures.length > 1 ? (
        <ul className={thumbnails} aria-label={t('product.gallery', { name })}>
          {pictures.map((picture, index) => (
            <li key={picture.sources[0]?.url ?? index}>
              <button
                type="button"
                className={thumbnail}
                aria-pressed={index === chosen}
                aria-label={t('product.showPicture', {
                  number: index + 1,
                  count: pictures.length,
                })}
                onClick={() => setChosen(index)}
              >
                <Image
                  sources={imageSourcesOf(picture)}
                  decorative
                  aspectRatio="1:1"
                  sizes="5.5rem"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
