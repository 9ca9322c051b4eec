// Loaded lazily by the footer (chunk "footer-blocks").
export { FooterSocial, FooterStores } from './FooterBlocks';
