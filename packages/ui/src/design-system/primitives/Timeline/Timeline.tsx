import type { Ref } from 'react';
import { useDesignSystemLabels } from '../../provider/DesignSystemContext.tsx';
import { siteDates, type DateSite, type ShipmentTrackingState } from '@shop/domain';
import * as styles from './Timeline.css.ts';

export interface TimelineEvent {
  id: string;
  state: ShipmentTrackingState;
  /** ISO 8601 date and time of the event. */
  date: string;
  /** What happened, as the carrier reports it (e.g. the depot or pickpoint). */
  description?: string;
}

export interface TimelineProps {
  /** Oldest first. */
  events: readonly TimelineEvent[];
  /** The event the shipment is at now; the newest one by default. */
  currentEventId?: string;
  /** Names the list; defaults to "Shipment progress". */
  label?: string;
  /** The country site: its locale orders day, month and year, its time zone keeps server and browsers on one day. */
  site: DateSite;
  /** The rendered element, for focus management and measuring. */
  ref?: Ref<HTMLOListElement>;
}

/** The events of a shipment, in order, with the current state highlighted. */
export function Timeline({ ref, events, currentEventId, label, site }: TimelineProps) {
  const labels = useDesignSystemLabels();
  const currentId = currentEventId ?? events.at(-1)?.id;
  const currentIndex = events.findIndex((event) => event.id === currentId);
  const dates = siteDates(site);

  return (
    <ol ref={ref} className={styles.list} aria-label={label ?? labels.timeline.label}>
      {events.map((event, index) => {
        const isCurrent = index === currentIndex;
        const isIncidence = event.state === 'INCIDENCE';
        const tone = isCurrent
          ? isIncidence
            ? 'incidence'
            : 'current'
          : index < currentIndex
            ? 'past'
            : undefined;
        return (
          <li key={event.id} className={styles.event} aria-current={isCurrent ? 'step' : undefined}>
            <span
              className={`${styles.dot} ${tone ? styles.dotTone[tone] : ''}`}
              aria-hidden="true"
            />
            <div
              className={[
                styles.body,
                isCurrent ? styles.current : undefined,
                isCurrent && isIncidence ? styles.currentIncidence : undefined,
              ]
                .filter(Boolean)
                .join(' ')}
            >
              {isCurrent && <span className={styles.hidden}>{labels.timeline.current}: </span>}
              <span className={styles.state}>{labels.timeline.state(event.state)}</span>
              <time
                className={`${styles.date} ${isCurrent ? '' : styles.muted}`}
                dateTime={event.date}
              >
                {dates.dayTime(event.date)}
              </time>
              {event.description && <p className={styles.description}>{event.description}</p>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
Timeline.displayName = 'Timeline';
