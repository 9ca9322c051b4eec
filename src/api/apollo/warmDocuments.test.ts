import { ApolloClient, gql, InMemoryCache } from '@apollo/client';

import { recordingLink } from './testing';
import { warmDocuments } from './warmDocuments';

const GET_THING = gql`
  query getThing($uid: String = "MQ==") {
    thing(uid: $uid) {
      name
    }
  }
`;
const GET_OTHER = gql`
  query getOther {
    other @client
  }
`;
const SAVE_THING = gql`
  mutation saveThing {
    saveThing
  }
`;

function recordingClient() {
  const { link, asked } = recordingLink({ thing: { __typename: 'Thing', name: 'A' } });
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), asked };
}

describe('warmDocuments', () => {
  it('prepares each document once, one per pause, without reading or fetching anything', async () => {
    const { client, asked } = recordingClient();
    const watch = jest.spyOn(client, 'watchQuery');
    const order: string[] = [];
    const pause = jest.fn(async () => {
      order.push('pause');
    });
    let watching = false;
    watch.mockImplementation((options) => {
      order.push(`watch ${(options.query.definitions[0] as { name: { value: string } }).name.value}`);
      watching = true;
      try {
        return ApolloClient.prototype.watchQuery.call(client, options);
      } finally {
        watching = false;
      }
    });
    const transform = jest.spyOn(client.cache, 'transformDocument');
    transform.mockImplementation((document) => {
      // The watch asks again and is given the kept result: only the calls of their own are listed.
      if (!watching) order.push(`transform ${(document.definitions[0] as { name: { value: string } }).name.value}`);
      return InMemoryCache.prototype.transformDocument.call(client.cache, document);
    });

    await warmDocuments(client, [GET_THING, GET_OTHER, GET_THING], pause);

    // Each document: its cache form in one task, the watch (which finds it done) in the next.
    expect(order).toEqual(['pause', 'transform getThing', 'pause', 'watch getThing', 'pause', 'transform getOther', 'pause', 'watch getOther']);
    expect(asked).toEqual([]);
    expect(client.cache.extract()).toEqual({});
  });

  it('leaves a document Apollo rejects to its query and goes on with the next', async () => {
    const { client, asked } = recordingClient();
    const watch = jest.spyOn(client, 'watchQuery');

    await expect(warmDocuments(client, [SAVE_THING, GET_THING])).resolves.toBeUndefined();

    expect(watch).toHaveBeenCalledTimes(2);
    expect(watch.mock.results[0].type).toBe('throw');
    expect(asked).toEqual([]);
  });

  it('has done the work a query would do first: the query then answers as usual', async () => {
    const { client, asked } = recordingClient();
    await warmDocuments(client, [GET_THING]);

    const result = await client.query({ query: GET_THING });

    expect(result.data).toEqual({ thing: { __typename: 'Thing', name: 'A' } });
    expect(asked).toEqual(['getThing']);
  });
});
