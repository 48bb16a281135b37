import type { DesignDoc, DesignPage, Template } from './types.ts';

/** One handler per command type: each applies its command to the document. */
export type CommandHandlers<Command extends { type: string }> = {
  [Type in Command['type']]: (
    template: Template,
    doc: DesignDoc,
    command: Extract<Command, { type: Type }>,
  ) => DesignDoc;
};

/** The document with one page changed; the same document when the page is unknown or unchanged. */
export function updatePage(
  doc: DesignDoc,
  pageIndex: number,
  update: (page: DesignPage) => DesignPage,
): DesignDoc {
  const page = doc.pages[pageIndex];
  if (!page) return doc;
  const next = update(page);
  if (next === page) return doc;
  return {
    ...doc,
    pages: doc.pages.map((candidate, index) => (index === pageIndex ? next : candidate)),
  };
}

export function withoutKey<Value>(
  record: Readonly<Record<string, Value>>,
  key: string,
): Record<string, Value> {
  const { [key]: _removed, ...rest } = record;
  return rest;
}
