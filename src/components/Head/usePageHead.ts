// A page's own head: what useDocumentHead writes, with the hreflang alternates of its canonical URL
// (the same page in each store view, as the EN / RO switch finds it; written once the store has named
// them). The server writes the first page's from the same answer (src/app/pageData/pagePlan.ts). Parts
// of a page (breadcrumbs, a listing) add theirs with useDocumentHead.
import { useAlternates } from '../storeView/twinPaths';
import { useDocumentHead, type DocumentHead } from './useDocumentHead';

export function usePageHead(head: DocumentHead): void {
  const alternates = useAlternates(head.canonical);
  useDocumentHead({ ...head, alternates });
}
