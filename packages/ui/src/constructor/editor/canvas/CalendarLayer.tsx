import { useEffect, useState } from 'react';
import { Group, Text } from 'react-konva';
import type { CalendarText } from '../../model/index.ts';
import { calendarTextAttrs, loadCalendarFaces } from '../calendarDrawing.ts';

/**
 * A calendar's dates on the page (the month's grid or the cover's year), drawn as the cart's
 * picture draws them; redrawn once their faces have loaded. Not selectable: the dates follow the
 * calendar's first month, chosen in its panel.
 */
export function CalendarLayer({ texts, scale }: { texts: readonly CalendarText[]; scale: number }) {
  const key = texts.map((item) => `${item.text}${item.bold ? '!' : ''}`).join('|');
  const [loaded, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    void loadCalendarFaces(texts).then(() => {
      if (active) setLoaded(key);
    });
    return () => {
      active = false;
    };
  }, [key, texts]);
  if (texts.length === 0) return null;
  return (
    <Group listening={false} key={loaded === key ? 'ready' : 'loading'}>
      {texts.map((item, position) => (
        <Text key={position} {...calendarTextAttrs(item, scale)} />
      ))}
    </Group>
  );
}
