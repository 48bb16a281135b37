// Frame timing in the page for the editor's benchmark (benchEditor.mjs): how long each frame's
// work takes while idle and while a photo is dragged, measured with requestAnimationFrame.

export function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

/** A display refresh at 60 Hz. */
const refreshMs = 1000 / 60;

export function frameStats({ frameTimes, intervals, work }) {
  const sorted = (values) => [...values].sort((a, b) => a - b);
  const frame = sorted(frameTimes);
  const interval = sorted(intervals);
  const busy = sorted(work);
  return {
    frames: intervals.length,
    frameMedian: percentile(frame, 0.5),
    frameP95: percentile(frame, 0.95),
    // A frame that took longer than one refresh (with half a refresh of slack for rounding).
    dropped: frameTimes.filter((time) => time > refreshMs * 1.5).length,
    median: percentile(interval, 0.5),
    p95: percentile(interval, 0.95),
    workMedian: percentile(busy, 0.5),
    workP95: percentile(busy, 0.95),
  };
}

/**
 * Times `frames` frames with requestAnimationFrame: each frame's time (between the begin times
 * the browser stamps its frames with: a multiple of the 16.7 ms display refresh, two refreshes
 * when a frame was dropped), the interval between our callbacks (the same plus the scheduling
 * jitter of the callback itself, which an idle page shows too) and the main thread's work in
 * each: the animation callbacks that
 * ran before ours (Konva drawing the last move) plus handling this frame's move up to the end of
 * the task React renders in. With `dragAt`, each frame first gets one mouse move over the canvas,
 * swinging `reach` pixels either side of that point, as the browser delivers a dragging mouse's
 * moves: once per frame.
 */
export function timeFrames(page, frames, dragAt = null) {
  return page.evaluate(
    ({ frames, dragAt }) =>
      new Promise((resolve) => {
        const target = document.querySelector('[data-testid="page-canvas"] canvas');
        const times = [];
        const vsyncs = [];
        const work = [];
        // Posted after the move, so it runs after the render React scheduled for it.
        const afterRender = new MessageChannel();
        afterRender.port1.onmessage = ({ data }) =>
          (work[data.index] += performance.now() - data.started);
        const tick = (time) => {
          const started = performance.now();
          // When the callback ran, not the frame's vsync time: a late frame shows as a long interval.
          const index = times.push(started) - 1;
          vsyncs.push(time);
          if (times.length > frames) {
            const between = (list) => list.slice(1).map((at, previous) => at - list[previous]);
            setTimeout(
              () =>
                resolve({
                  frameTimes: between(vsyncs),
                  intervals: between(times),
                  work: work.slice(1, frames + 1),
                }),
              50,
            );
            return;
          }
          work[index] = started - time;
          if (dragAt && target) {
            const init = {
              clientX: dragAt.x + dragAt.reach * Math.sin(times.length / 4),
              clientY: dragAt.y,
              buttons: 1,
              bubbles: true,
              cancelable: true,
              view: window,
            };
            target.dispatchEvent(
              new PointerEvent('pointermove', {
                ...init,
                pointerId: 1,
                pointerType: 'mouse',
                isPrimary: true,
              }),
            );
            target.dispatchEvent(new MouseEvent('mousemove', init));
          }
          afterRender.port2.postMessage({ index, started });
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    { frames, dragAt },
  );
}
