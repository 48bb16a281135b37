import type { Uploads } from '../data/useUploads.ts';
import {
  allowsFreePhotos,
  emptyPhotoSlots,
  type DesignIssue,
  type PhotoAsset,
  type Selection,
} from '../model/index.ts';
import type { PageTools, StageDrawing } from './editorContext.ts';
import * as styles from './Editor.css.ts';
import { ToolPanels } from './panels/ToolPanels.tsx';
import { PhoneToolbar } from './phone/PhoneToolbar.tsx';
import { PhotoTray } from './PhotoTray.tsx';
import { StageColumn } from './StageColumn.tsx';
import type { PageViewState } from './usePageView.ts';
import type { usePhotoPlacing } from './usePhotoPlacing.ts';

interface EditorWorkspaceProps {
  pageTools: PageTools;
  pageIndex: number;
  selection: Selection;
  issues: readonly DesignIssue[];
  library: readonly PhotoAsset[];
  usage: ReadonlyMap<string, readonly number[]>;
  uploads: Uploads;
  placing: ReturnType<typeof usePhotoPlacing>;
  pageView: PageViewState;
  stage: StageDrawing;
  /** Adds a text to the page and returns its id (the phone's pinned bar). */
  onAddText: () => string;
}

/**
 * The editor's three columns (the photo tray, the stage with the page, the tool panels) and, on a
 * phone, the bar pinned below them with the selection's tools.
 */
export function EditorWorkspace({
  pageTools,
  pageIndex,
  selection,
  issues,
  library,
  usage,
  uploads,
  placing,
  pageView,
  stage,
  onAddText,
}: EditorWorkspaceProps) {
  const { template, doc, page, dispatch } = pageTools;
  const { phone } = pageView;
  const pageAllowsFreePhotos = allowsFreePhotos(template, page);
  const toolPanels = <ToolPanels {...pageTools} selection={selection} />;
  return (
    <>
      <div className={styles.workspace}>
        <PhotoTray
          library={library}
          uploads={uploads}
          usage={usage}
          hasSelectedSlot={selection?.kind === 'photo'}
          canAutoFill={library.length > 0 && emptyPhotoSlots(template, doc).length > 0}
          onPlace={placing.placePhoto}
          // A phone places photos freely from the pinned bar's "Add photo" (finger-sized).
          onPlaceFree={
            pageAllowsFreePhotos && !phone ? (photo) => placing.placeFreePhoto(photo) : undefined
          }
          onAutoFill={(repeat) =>
            dispatch({ type: 'command', command: { type: 'autoFill', photos: library, repeat } })
          }
        />
        <StageColumn
          {...pageTools}
          pageIndex={pageIndex}
          selection={selection}
          issues={issues}
          pageView={pageView}
          stage={stage}
          placing={placing}
          onDropFiles={uploads.upload}
        />
        {/* On a phone the pinned bar has the selection's tools, and the panels in its "more" sheet. */}
        {phone ? null : <div className={styles.stageColumn}>{toolPanels}</div>}
      </div>
      {phone ? (
        <PhoneToolbar
          {...pageTools}
          selection={selection}
          library={library}
          thumbnails={uploads.thumbnails}
          onUpload={uploads.upload}
          onPlace={placing.placePhoto}
          onPlaceFree={pageAllowsFreePhotos ? (photo) => placing.placeFreePhoto(photo) : undefined}
          onAddText={onAddText}
          moreTools={<div className={styles.stageColumn}>{toolPanels}</div>}
        />
      ) : null}
    </>
  );
}
