import type { HttpHandler } from 'msw';
import type { SortOrder } from '@shop/domain';
import { db, nextId, type SessionRecord } from '../db.ts';
import { designToOpen, mayOpenDesign, ownDesign } from '../store/designAccess.ts';
import { slugify } from '../fixtures/articles.ts';
import { buildDesign, type DesignFixture } from '../fixtures/designs.ts';
import { presentDesign, presentDesignSummary, renderedPreview } from '../present/designs.ts';
import { presentImage, uploadsPath } from '../present/images.ts';
import { paginate } from '../present/pagination.ts';
import { invalid, MockApiError, mockErrorCodes, notFound } from '../routing/errors.ts';
import { route } from '../routing/route.ts';
import { findArticle } from '../store/cart.ts';
import { publishedDesigns } from './catalogue.ts';

export function sortDesigns(designs: DesignFixture[], sort: SortOrder): DesignFixture[] {
  const key: Record<SortOrder, (design: DesignFixture) => number> = {
    DATE_LAST_MODIFICATION: (design) => Date.parse(design.updated_at),
    DATE_CREATION: (design) => Date.parse(design.created_at),
    POPULARITY: (design) => design.popularity,
  };
  return [...designs].sort((a, b) => key[sort](b) - key[sort](a));
}

/**
 * The first page's picture the constructor rendered and uploaded before saving: only an upload
 * of this session (a logged-in customer's uploads share the customer's session) is taken.
 */
function uploadedPreview(
  url: string | undefined,
  session: SessionRecord,
): DesignFixture['preview_upload'] {
  if (url === undefined) return undefined;
  const id = new RegExp(`${uploadsPath}/([^/?#]+)`).exec(new URL(url).pathname)?.[1];
  const upload = id === undefined ? undefined : db.uploads.get(decodeURIComponent(id));
  if (!upload || upload.session_id !== session.id)
    throw invalid('The preview must be an image uploaded in this session', {
      preview_url: 'Not an upload of this session',
    });
  return { id: upload.id, width: upload.width, height: upload.height };
}

function findPublished(id: string): DesignFixture {
  const design = publishedDesigns().find((candidate) => candidate.id === id);
  if (!design) throw notFound(`Design ${id}`);
  return design;
}

export const designHandlers: HttpHandler[] = [
  route('designs.listReadyMade', ({ input, base, language }) => {
    findArticle(input.article_id);
    const designs = sortDesigns(
      publishedDesigns().filter((design) => design.article_id === input.article_id),
      input.sort,
    );
    const { items, pagination } = paginate(designs, input.page, input.per_page);
    return {
      designs: items.map((design) => presentDesignSummary(base, design, language)),
      pagination,
    };
  }),

  route('designs.getReadyMade', ({ input, base, language }) => ({
    design: presentDesign(base, findPublished(input.design_id), language),
  })),

  route('designs.list', ({ input, base, language, session, customer }) => {
    const designs = sortDesigns(
      db.designs.filter(
        (design) =>
          mayOpenDesign(design, session, customer) &&
          design.brand === input.brand &&
          (input.article_id === undefined || design.article_id === input.article_id),
      ),
      input.sort,
    );
    const { items, pagination } = paginate(designs, input.page, input.per_page);
    return {
      designs: items.map((design) => {
        const { document: _document, ...summary } = presentDesign(base, design, language);
        return summary;
      }),
      pagination,
    };
  }),

  route('designs.create', ({ input, base, session, customer }) => {
    const article = findArticle(input.article_id);
    const source = input.from_design_id ? findPublished(input.from_design_id) : undefined;
    if (source && source.article_id !== article.id)
      throw new MockApiError(
        400,
        mockErrorCodes.invalidRequest,
        'The design is for another article',
        {
          from_design_id: 'Not a design of this article',
        },
      );
    const id = `p-${nextId('design')}`;
    const now = new Date().toISOString();
    const design = buildDesign({
      id,
      article_id: article.id,
      slug: slugify(input.name) || 'design',
      name: input.name,
      scope: 'PRIVATE',
      popularity: 0,
      created_at: now,
      updated_at: now,
      revision: 0,
      // Copying a ready-made design keeps its layout; the sample photos are the customer's to replace.
      document: input.document ?? (source ? presentDesign(base, source).document : null),
      owner_customer_id: customer?.id ?? null,
      owner_session_id: customer ? null : session.id,
      brand: input.brand,
      preview_upload: uploadedPreview(input.preview_url, session),
    });
    design.preview = renderedPreview(design);
    db.designs.push(design);
    return { design: presentDesign(base, design) };
  }),

  route('designs.get', ({ input, base, session, customer }) => ({
    design: presentDesign(base, designToOpen(input, session, customer)),
  })),

  route('designs.update', ({ input, base, session, customer }) => {
    const design = ownDesign(input, session, customer);
    if (input.revision !== design.revision)
      throw new MockApiError(
        409,
        mockErrorCodes.staleRevision,
        `The design changed since revision ${input.revision}`,
      );
    if (input.name !== undefined) design.name = input.name;
    if (input.document !== undefined) design.document = input.document;
    // Without a new picture the last one stays: the constructor sends one when the first page changed.
    if (input.preview_url !== undefined)
      design.preview_upload = uploadedPreview(input.preview_url, session);
    design.revision += 1;
    design.updated_at = new Date().toISOString();
    design.preview = renderedPreview(design);
    return { design: presentDesign(base, design) };
  }),

  route('designs.remove', ({ input, session, customer }) => {
    const design = ownDesign(input, session, customer);
    db.designs.splice(db.designs.indexOf(design), 1);
    return { ok: true };
  }),

  route('designs.preview', ({ input, base, session, customer }) => {
    const design = ownDesign(input, session, customer);
    const template = db.productTemplates.find(
      (candidate) => candidate.article_id === design.article_id,
    );
    const pages = template?.pages.length ?? 1;
    return {
      previews: Array.from({ length: pages }, (_, index) =>
        presentImage(base, renderedPreview(design, index)),
      ),
    };
  }),
];
