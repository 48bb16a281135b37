import { delay, http, HttpResponse } from 'msw';

export const catalogueScenarios = {
  empty: [http.get('*/catalogue/articles', () => HttpResponse.json({ articles: [] }))],
  serverError: [http.get('*/catalogue/articles', () => new HttpResponse(null, { status: 500 }))],
  slow: [
    http.get('*/catalogue/articles', async () => {
      await delay('infinite');
      return HttpResponse.json({ articles: [] });
    }),
  ],
};
