import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../design-system/primitives/Spinner/Spinner.tsx';
import {
  pagePhotoSlots,
  pageTextSlots,
  type DesignIssue,
  type DesignPage,
  type Selection,
  type Template,
} from '../model/index.ts';
import { useMonthLabel } from './calendarDrawing.ts';
import { PageCanvas } from './canvas/PageCanvas.tsx';
import type { SpreadPage } from './canvas/useSwapTargets.ts';
import type { EditorDispatch } from './editorContext.ts';
import * as styles from './Editor.css.ts';
import * as pageStyles from './Pages.css.ts';
import type { CanvasColors } from './themeColors.ts';
import type { usePhotoPlacing } from './usePhotoPlacing.ts';

/**
 * The stage: the page being designed, or both pages of a spread side by side (the facing one
 * opens on the first touch), once the fonts have loaded and the stage has been measured.
 */
export function PageStage({
  template,
  page,
  shownPages,
  selection,
  issues,
  canvasWidth,
  colors,
  fontsReady,
  spreadView,
  stageRef,
  placing,
  onDropFiles,
  dispatch,
}: {
  template: Template;
  /** The page being designed. */
  page: DesignPage;
  shownPages: readonly DesignPage[];
  selection: Selection;
  issues: readonly DesignIssue[];
  canvasWidth: number;
  colors: CanvasColors;
  fontsReady: boolean;
  spreadView: boolean;
  stageRef: (element: HTMLElement | null) => void;
  placing: ReturnType<typeof usePhotoPlacing>;
  onDropFiles: (files: FileList) => void;
  dispatch: EditorDispatch;
}) {
  const { t } = useTranslation('constructor');
  // The spread's canvases, so a photo can be dragged from one page onto the facing one.
  const [spreadPages] = useState(() => new Map<string, SpreadPage>());
  const monthOf = useMonthLabel();
  const canvasOf = (shown: DesignPage) => (
    <PageCanvas
      template={template}
      page={shown}
      photoSlots={pagePhotoSlots(template, shown)}
      textSlots={pageTextSlots(template, shown)}
      selection={shown.index === page.index ? selection : null}
      issues={issues}
      width={canvasWidth}
      colors={colors}
      dispatch={dispatch}
      label={`${t('canvasLabel', { page: shown.index + 1 })}${monthOf(shown.index)}. ${t('canvasHint')}`}
      spreadPages={spreadView ? spreadPages : undefined}
      onDropFiles={onDropFiles}
      onDropPhoto={(slotId, json) => placing.dropPhoto(shown, slotId, json)}
      onDropFreePhoto={placing.dropFreePhoto(shown)}
    />
  );
  return (
    <div className={styles.stageBox} ref={stageRef}>
      {fontsReady && canvasWidth > 0 ? (
        shownPages.length > 1 ? (
          <div className={pageStyles.spread} data-testid="spread">
            {shownPages.map((shown) => (
              // The facing page opens on the first touch; keyboard users open it in the page strip.
              <div
                key={shown.id}
                className={pageStyles.spreadPage}
                data-active={shown.index === page.index}
                onPointerDownCapture={() => {
                  if (shown.index !== page.index)
                    dispatch({ type: 'goToPage', pageIndex: shown.index });
                }}
              >
                {canvasOf(shown)}
              </div>
            ))}
          </div>
        ) : (
          canvasOf(page)
        )
      ) : (
        <Spinner label={t('loading')} />
      )}
    </div>
  );
}
