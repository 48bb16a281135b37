import { readFileSync } from 'node:fs';
import { countrySites } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { db } from './db.ts';
import { mockApiClient } from './testing/mockApiClient.ts';

// The shop's UI languages, from its country sites: es, pt, it, pl, cs, sk, da, sv, nb, fi, fr, nl, de, en.
const languages = [...new Set(countrySites.map((site) => site.language))];

/** Inflections of one word in a language, and the topic each of them must find. */
const inflections: Record<string, [words: string[], topicId: number][]> = {
  en: [
    [['delivery', 'deliveries', 'deliver', 'delivered'], 17],
    [['return', 'returns', 'returned', 'returning'], 43],
  ],
  es: [
    [['envío', 'envíos', 'enviar', 'envio'], 47],
    [['devolución', 'devoluciones', 'devolver', 'devolucion'], 43],
    [['factura', 'facturas', 'facturación'], 41],
  ],
  pt: [
    [['entrega', 'entregas', 'entregar', 'entregue'], 17],
    [['devolução', 'devoluções', 'devolver', 'devolucao'], 43],
  ],
  it: [
    [['consegna', 'consegne', 'consegnare', 'consegnato'], 17],
    [['reso', 'resi', 'restituire', 'restituisco'], 43],
  ],
  pl: [
    [['dostawa', 'dostawy', 'dostawę', 'dostawie'], 47],
    [['zwrot', 'zwroty', 'zwrotu', 'zwrócić'], 43],
    [['faktura', 'faktury', 'fakturę', 'fakturą'], 41],
  ],
  cs: [
    [['doručení', 'doručením', 'doruceni'], 17],
    [['faktura', 'faktury', 'fakturu', 'fakturou'], 41],
    [['vrácení', 'vrátit', 'vraceni'], 43],
  ],
  sk: [
    [['doručenie', 'doručenia', 'doručením', 'dorucenie'], 17],
    [['faktúra', 'faktúry', 'faktúru', 'faktúrou', 'faktura'], 41],
    [['vrátenie', 'vrátiť', 'vratenie'], 43],
  ],
  da: [
    [['levering', 'leveringer', 'levere', 'leveret'], 17],
    [['returnering', 'returneringer', 'returnere'], 43],
  ],
  sv: [
    [['leverans', 'leveranser', 'leverera', 'levererad'], 17],
    [['retur', 'returer', 'returnera'], 43],
  ],
  nb: [
    [['levering', 'leveringer', 'levere', 'levert'], 17],
    [['retur', 'returen', 'returnere'], 43],
  ],
  fi: [
    [['toimitus', 'toimituksen', 'toimitukset', 'toimitusta'], 47],
    [['palautus', 'palautukset', 'palautuksen', 'palautusta'], 43],
  ],
  fr: [
    [['livraison', 'livraisons', 'livrer', 'livré'], 17],
    [['retour', 'retours', 'retourner'], 43],
  ],
  nl: [
    [['levering', 'leveringen', 'leveren'], 17],
    [['retour', 'retouren', 'retourneren'], 43],
  ],
  de: [
    [['Lieferung', 'Lieferungen', 'liefern', 'liefert'], 17],
    [['Rücksendung', 'Rücksendungen', 'Widerruf', 'widerrufen'], 43],
  ],
};

/** The help search box's example words in a language, from the shop's messages. */
function exampleWords(language: string): string[] {
  const file = new URL(
    `../packages/ui/src/features/i18n/messages/${language}/help.json`,
    import.meta.url,
  );
  const messages = JSON.parse(readFileSync(file, 'utf8')) as { search: { placeholder: string } };
  return messages.search.placeholder
    .split(/[,…]/)
    .map((word) => word.trim())
    .filter(Boolean);
}

async function topicIdsFound(language: string, query: string): Promise<number[]> {
  const { topics } = await mockApiClient({ language }).call('helpCenter.listTopics', { query });
  return topics.map((topic) => topic.id);
}

function wordsOf(html: string): string[] {
  return html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter((word) => /\p{L}|\p{N}/u.test(word));
}

describe.each(languages)('the help centre in %s', (language) => {
  it('answers every topic in its own words, at least 60 of them', async () => {
    const api = mockApiClient({ language });
    const topics = await Promise.all(
      db.helpCenterTopics.map(
        async ({ id }) => (await api.call('helpCenter.getTopic', { topic_id: id })).topic,
      ),
    );
    expect(topics.length).toBeGreaterThanOrEqual(24);
    expect(new Set(topics.map((topic) => topic.body_html)).size).toBe(topics.length);
    expect(new Set(topics.map((topic) => topic.title)).size).toBe(topics.length);
    for (const topic of topics)
      expect(wordsOf(topic.body_html).length, topic.title).toBeGreaterThanOrEqual(60);
  });

  it.each(exampleWords(language))('finds a topic for the example word %s', async (word) => {
    expect(await topicIdsFound(language, word)).not.toEqual([]);
  });

  it.each(inflections[language] ?? [])(
    'finds the topic for every inflection of %j',
    async (words, topicId) => {
      for (const word of words)
        expect(await topicIdsFound(language, word), word).toContain(topicId);
    },
  );
});
