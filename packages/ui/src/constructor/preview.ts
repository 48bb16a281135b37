// A saved design's preview, for pages outside the editor (the cart). Imported lazily when the
// customer opens it, so its drawing library stays out of those pages' bundles.
export { SavedDesignPreview } from './SavedDesignPreview.tsx';
