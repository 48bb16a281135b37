import { matchRoute, type BrandId } from '@shop/domain';
import { db } from '@shop/mocks';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';

/**
 * Walks every link of a related-content block: each must be a page of the brand's country sites,
 * and a CMS page (`/{slug}`) one the CMS has. Returns the hrefs walked.
 */
export async function expectLinksToExistingPages(
  region: HTMLElement,
  brand: BrandId,
): Promise<string[]> {
  const hrefs = within(region)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href') ?? '');
  await expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    const match = matchRoute(href, brand);
    await expect(match.ok, `${href} is a page of the ${brand} brand`).toBe(true);
    if (match.ok && match.route.name === 'page')
      await expect(db.cmsPages.map((page) => page.slug)).toContain(match.params.slug);
  }
  return hrefs;
}

let relatedContentAnswers = 0;

/**
 * Put in front of a story's handlers: counts the related-content calls that reached the mock API
 * and lets them through, so a story can wait for the answer before asserting the block is absent.
 */
export const countRelatedContentCalls = [
  http.get('*/related-content', () => {
    relatedContentAnswers += 1;
    return undefined;
  }),
];

/** A story's `beforeEach`: counts from zero before the story renders. */
export function resetRelatedContentCalls(): void {
  relatedContentAnswers = 0;
}

/** Waits until the related-content call has been answered and the screen has rendered with it. */
export async function relatedContentAnswered(): Promise<void> {
  await waitFor(() => expect(relatedContentAnswers).toBeGreaterThan(0));
  // The answer reaches the screen on React Query's next notification.
  await new Promise((resolve) => setTimeout(resolve, 100));
}
