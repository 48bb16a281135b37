import type { NamespaceMessages } from '../locales.ts';

// CMS pages and content blocks.
export const messages: NamespaceMessages = {
  en: {
    resources: 'Related products',
    tabs: 'More information',
    video: 'Video',
    watchVideo: 'Watch the video: {{title}}',
  },
  es: {
    resources: 'Productos relacionados',
    tabs: 'Más información',
    video: 'Vídeo',
    watchVideo: 'Ver el vídeo: {{title}}',
  },
  pl: {
    resources: 'Powiązane produkty',
    tabs: 'Więcej informacji',
    video: 'Wideo',
    watchVideo: 'Obejrzyj wideo: {{title}}',
  },
};
