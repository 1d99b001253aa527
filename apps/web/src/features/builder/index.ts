/** The builder's public surface; the dashboard and the landing page use only these. */
export { getOpenSiteId, setOpenSiteId } from './current-site';
export { EditorScreen, type EditorScreenProps } from './editor-screen';
export { GenerateScreen, type GenerateScreenProps } from './generate-screen';
export { PreviewScreen, type PreviewScreenProps } from './preview-screen';
