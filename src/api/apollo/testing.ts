// For the tests of the links and the cache helpers (not shipped: no module of the app imports it).
import { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';

/** A terminating link that answers every operation with `data` at once, noting the operations' names in `asked`. */
export function recordingLink(data: Record<string, unknown>) {
  const asked: string[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        asked.push(operation.operationName ?? '');
        observer.next({ data });
        observer.complete();
      })
  );
  return { link, asked };
}
