import { useTranslation } from 'react-i18next';
import {
  BringForwardIcon,
  FlipHorizontalIcon,
  FlipVerticalIcon,
  RemoveIcon,
  ResizeIcon,
} from '../../../design-system/primitives/Icon/icons.ts';
import type { DesignPage, FreePhoto } from '../../model/index.ts';
import type { EditorDispatch } from '../editorContext.ts';
import type { PhoneTool } from './phoneTools.ts';
import { DoneButton, ToolButton } from './ToolButton.tsx';

/** The bar's tools for a photo placed freely: flips, size, bring forward, remove. */
export function FreePhotoTools({
  page,
  free,
  tool,
  onToggle,
  dispatch,
}: {
  page: DesignPage;
  free: FreePhoto;
  tool: PhoneTool | null;
  onToggle: (tool: PhoneTool) => void;
  dispatch: EditorDispatch;
}) {
  const { t } = useTranslation('constructor');
  const update = (changes: { flipX?: boolean; flipY?: boolean }) =>
    dispatch({
      type: 'command',
      command: { type: 'updateFreePhoto', pageIndex: page.index, id: free.id, changes },
    });
  const topmost = page.freePhotos.at(-1)?.id === free.id;
  return (
    <>
      <ToolButton
        icon={FlipHorizontalIcon}
        label={t('photo.flip_horizontal')}
        pressed={Boolean(free.flipX)}
        onClick={() => update({ flipX: !free.flipX })}
      />
      <ToolButton
        icon={FlipVerticalIcon}
        label={t('photo.flip_vertical')}
        pressed={Boolean(free.flipY)}
        onClick={() => update({ flipY: !free.flipY })}
      />
      <ToolButton
        icon={ResizeIcon}
        label={t('photo.size')}
        expanded={tool === 'size'}
        onClick={() => onToggle('size')}
      />
      {page.freePhotos.length > 1 && !topmost ? (
        <ToolButton
          icon={BringForwardIcon}
          label={t('photo.forward')}
          onClick={() =>
            dispatch({
              type: 'command',
              command: {
                type: 'arrangeFreePhoto',
                pageIndex: page.index,
                id: free.id,
                direction: 'forward',
              },
            })
          }
        />
      ) : null}
      <ToolButton
        icon={RemoveIcon}
        label={t('photo.remove')}
        tone="critical"
        onClick={() =>
          dispatch({
            type: 'command',
            command: { type: 'removeFreePhoto', pageIndex: page.index, id: free.id },
          })
        }
      />
      <DoneButton dispatch={dispatch} />
    </>
  );
}
