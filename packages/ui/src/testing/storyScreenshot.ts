// The story test (.storybook/storyTest.ts) compares a screenshot of the story after its play
// function. A play function that acts its way out of the state the story is named after (a retry
// that recovers) takes the screenshot earlier, while the story still shows that state.

let take: (() => Promise<void>) | undefined;

/** @public Set by the story test (.storybook/storyTest.ts) for the story it runs; nothing else sets it. */
export function provideStoryScreenshot(taker: (() => Promise<void>) | undefined): void {
  take = taker;
}

/** Takes the story's screenshot here instead of after the play function; in Storybook itself, nothing. */
export async function screenshotStoryHere(): Promise<void> {
  await take?.();
}
