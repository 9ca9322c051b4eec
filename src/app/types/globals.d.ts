// Module and build-constant declarations for the SPA (webpack supplies them at build time).

declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

declare module '*.css';

declare module '*.svg' {
  const url: string;
  export default url;
}

declare module '*.png' {
  const url: string;
  export default url;
}

/** Store views known at build time (webpack DefinePlugin, see webpack.config.ts). */
declare const __STORE_VIEWS__: ReadonlyArray<{
  code: string;
  prefix: string;
  locale: string;
  currency: string;
}>;
/** Locales whose message files exist in i18n/ ('en_US', 'ro_RO'). */
declare const __AVAILABLE_LOCALES__: readonly string[];
declare const __DEV__: boolean;
