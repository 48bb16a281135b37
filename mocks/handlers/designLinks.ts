import { countrySitesOfBrand, hrefOf, type BrandId, type CountrySite } from '@shop/domain';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { db } from '../db.ts';
import { presentDesign } from '../present/designs.ts';
import { forbidden } from '../routing/errors.ts';
import { route } from '../routing/route.ts';
import { designOfBrand, ownDesign, shareDesign } from '../store/designAccess.ts';
import { randomCode } from '../store/randomCode.ts';

/**
 * Where the demo's mails can be read (`?to=` an address): the embedded mock API mails nothing, so
 * a visitor of the demo, and the sites' journeys, read what it would have sent here.
 */
export const mailboxPath = '/demo-mailbox';

/** The country site of the call's locale (`es-ES`) in the brand's shops: where the link leads. */
function siteOf(brand: BrandId, language: string | undefined): CountrySite {
  const sites = countrySitesOfBrand(brand);
  const wanted = (language ?? '').toLowerCase().replace('_', '-');
  const site =
    sites.find((candidate) => candidate.locale.toLowerCase() === wanted) ??
    sites.find((candidate) => candidate.language === wanted.slice(0, 2)) ??
    sites[0];
  if (!site) throw new Error(`The brand ${brand} has no country site`);
  return site;
}

export const designLinkHandlers: HttpHandler[] = [
  route('designs.emailLink', ({ input, session, customer, language }) => {
    const design = ownDesign(input, session, customer);
    // Unguessable: whoever holds it may open and change the design.
    const token = randomCode(32);
    db.designLinks.set(token, { design_id: design.id, brand: design.brand });
    const link = hrefOf(
      siteOf(design.brand, language),
      'create',
      { article_id: design.article_id },
      { design: design.id, token },
    );
    db.outbox.push({
      to: input.email,
      kind: 'design-link',
      design_id: design.id,
      link_token: token,
      link,
    });
    return { ok: true };
  }),

  route('designs.openLink', ({ input, base, session, customer }) => {
    const design = designOfBrand(input);
    const granted = db.designLinks.get(input.link_token);
    // A token of another design, or of another brand's shops, opens nothing here.
    if (granted?.design_id !== design.id || granted.brand !== input.brand)
      throw forbidden('This link does not open this design');
    shareDesign(design, session, customer);
    return { design: presentDesign(base, design) };
  }),

  http.get(`*${mailboxPath}`, ({ request }) => {
    const to = new URL(request.url).searchParams.get('to')?.toLowerCase();
    if (!to) return HttpResponse.json({ mails: [] });
    return HttpResponse.json({ mails: db.outbox.filter((mail) => mail.to.toLowerCase() === to) });
  }),
];
