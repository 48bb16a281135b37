import { useTranslation } from 'react-i18next';
import { smallestWidth, type FreePhoto, type Template } from '../../model/index.ts';
import type { EditorDispatch } from '../editorContext.ts';
import { GestureSlider } from './GestureSlider.tsx';

/**
 * A free photo's size: its width in millimetres (the height follows the photo's aspect), from the
 * smallest allowed to a page and a half; a slide is one undo step, ended on release.
 */
export function FreePhotoSizeSlider({
  template,
  pageIndex,
  free,
  dispatch,
}: {
  template: Template;
  pageIndex: number;
  free: FreePhoto;
  dispatch: EditorDispatch;
}) {
  const { t } = useTranslation('constructor');
  const max = Math.ceil(Math.max(free.width, template.print_size_mm.width * 1.5));
  return (
    <GestureSlider
      label={t('photo.size')}
      min={Math.ceil(smallestWidth(free.photo))}
      max={max}
      step={1}
      value={Math.round(free.width)}
      valueText={t('photo.sizeValue', {
        width: Math.round(free.width),
        height: Math.round(free.height),
      })}
      onSlide={(width) =>
        dispatch({
          type: 'command',
          command: { type: 'resizeFreePhoto', pageIndex, id: free.id, width },
          gesture: `size-slider-${free.id}`,
        })
      }
      dispatch={dispatch}
    />
  );
}
