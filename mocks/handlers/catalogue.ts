import { http, HttpResponse } from 'msw';
import { db } from '../db.ts';

export const catalogueHandlers = [
  http.get('*/catalogue/articles', () => HttpResponse.json({ articles: db.articles })),
];
