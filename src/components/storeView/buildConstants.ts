// Build constants from webpack's DefinePlugin, with the same values as fallbacks where the code runs
// without webpack (jest).

export const IS_DEV: boolean = typeof __DEV__ !== 'undefined' ? __DEV__ : process.env.NODE_ENV !== 'production';
