// Babel plugin for the SPA's build and its tests: babel-plugin-formatjs, which replaces every
// defaultMessage of react-intl's <FormattedMessage>, formatMessage(), defineMessage(s)() with formatjs's
// ICU AST (so react-intl formats without a parser: webpack aliases it to formatjs's no-parser build),
// plus the one thing formatjs does not do: it records the ids each module uses in Babel's file
// metadata (babel-loader caches metadata with the code and hands it to messages-by-chunk-plugin.js,
// which ships each chunk's translations with it).
// The options are formatjs's, shared by the build and jest: ASTs, and whitespace kept as written (the
// CLI's `formatjs extract --preserve-whitespace` in scripts/i18n.js reads the same texts).
const formatjs = require('babel-plugin-formatjs').default;

/** The key of the ids in Babel's file metadata (babel-loader hands it to its metadata subscribers). */
const MESSAGE_IDS = 'messageIds';
const FORMATJS_OPTIONS = { ast: true, preserveWhitespace: true };

module.exports = function precompileMessages(api, options, dirname) {
  const plugin = formatjs(api, options, dirname);
  return {
    ...plugin,
    name: 'precompile-messages',
    pre(file) {
      // formatjs's visitors read their options from the plugin pass (Babel's `this.opts`); it reports a
      // file's messages when it leaves the file's Program node.
      this.opts = {
        ...FORMATJS_OPTIONS,
        ...this.opts,
        onMsgExtracted: (_filename, messages) => {
          file.metadata[MESSAGE_IDS] = [...new Set(messages.map((message) => message.id))];
        }
      };
      plugin.pre?.call(this, file);
    }
  };
};
module.exports.MESSAGE_IDS = MESSAGE_IDS;
