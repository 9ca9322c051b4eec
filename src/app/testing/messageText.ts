import { createIntl, type MessageDescriptor } from 'react-intl';

// A rule's message as the shopper reads it (descriptors carry formatjs ASTs, as in the build).
const english = createIntl({ locale: 'en-US', defaultLocale: 'en-US', messages: {} });

export const messageText = (descriptor: MessageDescriptor | undefined) => descriptor && english.formatMessage(descriptor);
