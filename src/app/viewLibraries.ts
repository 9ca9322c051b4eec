// The libraries the views are built on, imported on their own by index.tsx so that their modules run
// in a task before the app's (module evaluation of the whole app at once was one long task). Their
// providers are exported so that the bundler keeps (and runs) them here.
export { ApolloProvider } from '@apollo/client/react';
export { RawIntlProvider } from 'react-intl';
export { Provider as ReduxProvider } from 'react-redux';
export { BrowserRouter } from 'react-router-dom';
