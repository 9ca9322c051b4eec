import { ApolloClient, ApolloLink, gql, InMemoryCache } from '@apollo/client';
import { lastValueFrom, toArray } from 'rxjs';

import { createPreloadedAnswersLink, PRELOADED_ANSWER_TTL_MS, PreloadedAnswers } from './preloadedAnswers';
import { recordingLink } from './testing';

const client = new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });

function clientWith(): ApolloClient {
  return new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });
}

const GET_THING = gql`
  query getThing($uid: String, $page: Int) {
    thing(uid: $uid, page: $page) {
      name
    }
  }
`;
const SAVE_THING = gql`
  mutation getThing($uid: String) {
    saveThing(uid: $uid)
  }
`;

const networkLink = () => recordingLink({ from: 'network' });

function run(link: ApolloLink, query = GET_THING, variables: Record<string, unknown> = { uid: 'MQ==', page: 1 }) {
  return lastValueFrom(ApolloLink.execute(link, { query, variables }, { client }).pipe(toArray()));
}

describe('PreloadedAnswers', () => {
  it('gives an answer once, whatever the order of the variables', () => {
    const answers = new PreloadedAnswers();
    answers.add([{ operationName: 'getThing', variables: { page: 1, uid: 'MQ==' }, data: { thing: { name: 'A' } } }]);
    expect(answers.take('getThing', { uid: 'MQ==', page: 1 })).toEqual({ thing: { name: 'A' } });
    expect(answers.take('getThing', { uid: 'MQ==', page: 1 })).toBeUndefined();
  });

  it('matches only the same operation with the same variables; undefined variables count as absent', () => {
    const answers = new PreloadedAnswers();
    answers.add([{ operationName: 'getThing', variables: { uid: 'MQ==' }, data: { thing: null } }]);
    expect(answers.take('otherThing', { uid: 'MQ==' })).toBeUndefined();
    expect(answers.take('getThing', { uid: 'Mg==' })).toBeUndefined();
    expect(answers.take('getThing', { uid: 'MQ==', page: 2 })).toBeUndefined();
    expect(answers.take(undefined, { uid: 'MQ==' })).toBeUndefined();
    expect(answers.take('getThing', { uid: 'MQ==', sort: undefined })).toEqual({ thing: null });
  });

  it('drops every answer not asked for within the time limit', () => {
    let now = 1_000;
    const answers = new PreloadedAnswers(() => now);
    answers.add([{ operationName: 'getThing', variables: {}, data: { thing: null } }]);
    now += PRELOADED_ANSWER_TTL_MS + 1;
    expect(answers.take('getThing', {})).toBeUndefined();
    expect(answers.size).toBe(0);
  });
});

describe('createPreloadedAnswersLink', () => {
  it('answers a matching query without the network, then lets the next one through', async () => {
    const answers = new PreloadedAnswers();
    answers.add([{ operationName: 'getThing', variables: { uid: 'MQ==', page: 1 }, data: { thing: { name: 'A' } } }]);
    const network = networkLink();
    const link = ApolloLink.from([createPreloadedAnswersLink(answers), network.link]);

    expect(await run(link)).toEqual([{ data: { thing: { name: 'A' } } }]);
    expect(network.asked).toEqual([]);
    expect(await run(link)).toEqual([{ data: { from: 'network' } }]);
    expect(network.asked).toEqual(['getThing']);
  });

  it('never answers a mutation, even one named like a preloaded query', async () => {
    const answers = new PreloadedAnswers();
    answers.add([{ operationName: 'getThing', variables: { uid: 'MQ==' }, data: { saveThing: true } }]);
    const network = networkLink();
    const link = ApolloLink.from([createPreloadedAnswersLink(answers), network.link]);

    expect(await run(link, SAVE_THING, { uid: 'MQ==' })).toEqual([{ data: { from: 'network' } }]);
    expect(answers.size).toBe(1);
  });
});

describe('PreloadedAnswers.writeTo', () => {
  const CATEGORY = gql`
    query getCategory($uid: String!) {
      category(uid: $uid) {
        uid
        name
      }
    }
  `;

  it('writes the answers of the named documents into the cache, and keeps them for the link', async () => {
    const target = clientWith();
    const answers = new PreloadedAnswers();
    answers.add([
      { operationName: 'getCategory', variables: { uid: 'Mw==' }, data: { category: { __typename: 'CategoryTree', uid: 'Mw==', name: 'Proteine' } } },
      { operationName: 'getThing', variables: { uid: 'MQ==' }, data: { thing: { __typename: 'Thing', name: 'A' } } }
    ]);

    expect(await answers.writeTo(target, [CATEGORY])).toBe(1);
    expect(target.cache.readQuery({ query: CATEGORY, variables: { uid: 'Mw==' } })).toEqual({
      category: { __typename: 'CategoryTree', uid: 'Mw==', name: 'Proteine' }
    });
    expect(answers.take('getCategory', { uid: 'Mw==' })).toBeDefined();
  });

  it('pauses between writes and between the reads that follow them', async () => {
    const target = clientWith();
    const readQuery = jest.spyOn(target, 'readQuery');
    const answers = new PreloadedAnswers();
    answers.add([
      { operationName: 'getCategory', variables: { uid: 'Mw==' }, data: { category: { __typename: 'CategoryTree', uid: 'Mw==', name: 'Proteine' } } },
      { operationName: 'getCategory', variables: { uid: 'Mg==' }, data: { category: { __typename: 'CategoryTree', uid: 'Mg==', name: 'Vitamine' } } }
    ]);
    const steps: string[] = [];
    const pause = jest.fn(async () => {
      steps.push(`pause after ${readQuery.mock.calls.length} reads`);
    });

    expect(await answers.writeTo(target, [CATEGORY], pause)).toBe(2);
    // Between the two writes, then before each read.
    expect(steps).toEqual(['pause after 0 reads', 'pause after 0 reads', 'pause after 1 reads']);
    expect(readQuery.mock.calls.map(([options, optimistic]) => [options.variables, optimistic])).toEqual([
      [{ uid: 'Mw==' }, true],
      [{ uid: 'Mg==' }, true]
    ]);
  });

  it('leaves an answer that does not fit its document to the link', async () => {
    const answers = new PreloadedAnswers();
    answers.add([{ operationName: 'getCategory', variables: { uid: 'Mw==' }, data: { category: 'not an object' } }]);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await answers.writeTo(clientWith(), [CATEGORY]);
    expect(answers.take('getCategory', { uid: 'Mw==' })).toEqual({ category: 'not an object' });
  });
});

/** A category's uid, and the preloaded answer for category Mw==. */
const CATEGORY_UID = gql`
  query getCategory($uid: String!) {
    category(uid: $uid) {
      uid
    }
  }
`;
const answer = { operationName: 'getCategory', variables: { uid: 'Mw==' }, data: { category: { __typename: 'CategoryTree', uid: 'Mw==' } } };

describe('PreloadedAnswers.takeWritten', () => {
  it('is true once for an answer written to the cache, never for one that was not', async () => {
    const answers = new PreloadedAnswers();
    answers.add([answer]);
    expect(answers.takeWritten('getCategory', { uid: 'Mw==' })).toBe(false);
    await answers.writeTo(clientWith(), [CATEGORY_UID]);
    expect(answers.takeWritten('getCategory', { uid: 'Mg==' })).toBe(false);
    expect(answers.takeWritten('getCategory', { uid: 'Mw==' })).toBe(true);
    expect(answers.takeWritten('getCategory', { uid: 'Mw==' })).toBe(false);
  });

  it('is false once the time limit has passed', async () => {
    let now = 0;
    const answers = new PreloadedAnswers(() => now);
    answers.add([answer]);
    await answers.writeTo(clientWith(), [CATEGORY_UID]);
    now += PRELOADED_ANSWER_TTL_MS + 1;
    expect(answers.takeWritten('getCategory', { uid: 'Mw==' })).toBe(false);
  });
});

describe('PreloadedAnswers across store views and uses', () => {
  it('never answers a query made for another store view', () => {
    const answers = new PreloadedAnswers();
    answers.add([answer], undefined, 'en_storeview');
    expect(answers.take('getCategory', { uid: 'Mw==' }, 'default')).toBeUndefined();
    expect(answers.take('getCategory', { uid: 'Mw==' }, 'en_storeview')).toEqual(answer.data);
  });

  it('gives an answer a query read from the cache to nobody else', async () => {
    const answers = new PreloadedAnswers();
    answers.add([answer]);
    await answers.writeTo(clientWith(), [CATEGORY_UID]);
    expect(answers.takeWritten('getCategory', { uid: 'Mw==' })).toBe(true);
    expect(answers.take('getCategory', { uid: 'Mw==' })).toBeUndefined();
  });
});
