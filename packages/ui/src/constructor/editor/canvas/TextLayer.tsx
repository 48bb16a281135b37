import { Group, Rect, Text as KonvaText } from 'react-konva';
import {
  textOfSlot,
  textOverflows,
  type DesignPage,
  type FreeText,
  type PlacedText,
  type Selection,
  type TextSlot,
} from '../../model/index.ts';
import { textAttrs } from '../canvasGeometry.ts';
import type { EditorDispatch } from '../editorContext.ts';
import { useFontFace } from '../fonts.ts';
import type { CanvasColors } from '../themeColors.ts';

function TextBox({
  box,
  text,
  scale,
  selected,
  overflow,
  colors,
  onSelect,
  draggable,
  onMove,
}: {
  box: { x: number; y: number; width: number; height: number };
  text: PlacedText;
  scale: number;
  selected: boolean;
  overflow: boolean;
  colors: CanvasColors;
  onSelect: () => void;
  draggable?: boolean;
  onMove?: (x: number, y: number) => void;
}) {
  // Redraws once a bold or italic face has arrived.
  const faceReady = useFontFace(text, text.text);
  return (
    <Group
      x={box.x * scale}
      y={box.y * scale}
      draggable={draggable}
      onMouseDown={onSelect}
      onTap={onSelect}
      onDragEnd={(event) => onMove?.(event.target.x() / scale, event.target.y() / scale)}
    >
      <KonvaText key={faceReady ? 'ready' : 'loading'} {...textAttrs(box, text, scale)} />
      <Rect
        width={box.width * scale}
        height={box.height * scale}
        stroke={overflow ? colors.critical : selected ? colors.selection : colors.emptySlotStroke}
        strokeWidth={selected || overflow ? 2 : 1}
        dash={overflow || !selected ? [4, 4] : undefined}
        opacity={selected || overflow ? 1 : 0.5}
      />
    </Group>
  );
}

/**
 * The page's texts: those of the template's text slots, then the texts added freely, which move
 * by dragging. A box too small for its words is outlined in red.
 */
export function TextLayer({
  page,
  textSlots,
  scale,
  selection,
  colors,
  dispatch,
}: {
  page: DesignPage;
  textSlots: readonly TextSlot[];
  scale: number;
  selection: Selection;
  colors: CanvasColors;
  dispatch: EditorDispatch;
}) {
  const select = (next: Selection) => dispatch({ type: 'select', selection: next });
  return (
    <>
      {textSlots.map((slot) => {
        const text = textOfSlot(page, slot);
        return (
          <TextBox
            key={slot.id}
            box={slot}
            text={text}
            scale={scale}
            colors={colors}
            selected={selection?.kind === 'text' && selection.id === slot.id}
            overflow={textOverflows(text.text, text, slot)}
            onSelect={() => select({ kind: 'text', id: slot.id })}
          />
        );
      })}
      {page.freeTexts.map((text: FreeText) => (
        <TextBox
          key={text.id}
          box={text}
          text={text}
          scale={scale}
          colors={colors}
          selected={selection?.kind === 'freeText' && selection.id === text.id}
          overflow={textOverflows(text.text, text, text)}
          onSelect={() => select({ kind: 'freeText', id: text.id })}
          draggable
          onMove={(x, y) =>
            dispatch({
              type: 'command',
              command: {
                type: 'updateFreeText',
                pageIndex: page.index,
                id: text.id,
                changes: { x, y },
              },
            })
          }
        />
      ))}
    </>
  );
}
