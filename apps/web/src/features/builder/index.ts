/** The builder's public surface; the dashboard and the landing page use only these. */

export { EditorScreen, type EditorScreenProps } from './editor/editor-screen';
export { GenerateScreen, type GenerateScreenProps } from './generate/generate-screen';
export { PreviewScreen, type PreviewScreenProps } from './preview/preview-screen';
export { getOpenSiteId, setOpenSiteId } from './site/current-site';
