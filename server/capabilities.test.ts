import { parse, validate, type GraphQLSchema } from 'graphql';

import { createTestApp, type TestApp } from '../test/helpers/server';
import { insertStoreViews } from '../test/helpers/platformGraphql';
import { fromIntrospection, introspectionQuery, proxyCapabilities, saysNotInSchema, STOREFRONT_CAPABILITIES_PATH } from './capabilities';
import { elementsOf, extensionNames, magentoExtensions } from './graphql/magentoExtensions';
import { buildServerSchema } from './graphql/schemaSources';
import type { ExecuteQuery } from './pageData';

const full = buildServerSchema();

/** Every element the manifest names for an extension, as 'Type', 'Type.field'. */
function elementNames(name: string): string[] {
  const { rootFields, types, fields } = elementsOf([name]);
  return [
    ...types,
    ...[...rootFields, ...fields].flatMap(([type, set]) => [...set].map((field) => `${type}.${field}`))
  ];
}

function has(schema: GraphQLSchema, element: string): boolean {
  const [typeName, field] = element.split('.');
  const type = schema.getType(typeName);
  if (!type) return false;
  if (!field) return true;
  return 'getFields' in type && field in type.getFields();
}

describe('the manifest of extensions (shared/magentoExtensions.json)', () => {
  it('names the retailer extensions the storefront uses', () => {
    expect(extensionNames()).toEqual(
      expect.arrayContaining(['blog', 'storeLocator', 'bannerSlider', 'promo', 'rewardPoints', 'parcelLockers', 'recentReviews', 'productAttributes', 'freeDelivery', 'customUrlRedirect'])
    );
  });

  it.each(extensionNames())('%s: every element it names is in the full schema, and its probe validates there', (name) => {
    expect(elementNames(name).filter((element) => !has(full, element))).toEqual([]);
    expect(validate(full, parse(magentoExtensions()[name].probe)).map((error) => error.message)).toEqual([]);
  });

  it('gives each element to one extension only', () => {
    const owners = new Map<string, string>();
    const twice: string[] = [];
    for (const name of extensionNames()) {
      for (const element of elementNames(name)) {
        if (owners.has(element)) twice.push(`${element}: ${owners.get(element)} and ${name}`);
        owners.set(element, name);
      }
    }
    expect(twice).toEqual([]);
  });
});

describe('the schema without an extension', () => {
  it.each(extensionNames())('%s: none of its elements is left, its probe no longer validates, the rest is whole', (name) => {
    const without = buildServerSchema({ withoutExtensions: [name] });
    expect(elementNames(name).filter((element) => has(without, element))).toEqual([]);
    expect(validate(without, parse(magentoExtensions()[name].probe)).length).toBeGreaterThan(0);
    // The other extensions' elements stay.
    const others = extensionNames().filter((other) => other !== name).flatMap(elementNames);
    expect(others.filter((element) => !has(without, element))).toEqual([]);
  });

  it('removes a field added to an interface from the types implementing it', () => {
    const without = buildServerSchema({ withoutExtensions: ['productAttributes'] });
    for (const type of ['ProductInterface', 'SimpleProduct', 'ConfigurableProduct']) expect(has(without, `${type}.food_supplement`)).toBe(false);
    expect(has(without, 'SimpleProduct.name')).toBe(true);
  });

  it('builds with every extension left out (a stock Magento)', () => {
    const core = buildServerSchema({ withoutExtensions: extensionNames() });
    expect(has(core, 'Query.products')).toBe(true);
    expect(has(core, 'Customer.reward_points')).toBe(false);
  });
});

describe.each(extensionNames())('the embedded back end with %s switched off (MAGENTO_DISABLED_EXTENSIONS)', (name) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ seed: false, config: { disabledExtensions: [name] } });
    await insertStoreViews(testApp.db);
  });
  afterAll(() => testApp.close());

  it('answers its queries as a Magento without it, and says so at /storefront/capabilities.json', async () => {
    const probe = magentoExtensions()[name].probe;
    const response = await testApp.app.inject({ method: 'POST', url: '/graphql', payload: { query: probe } });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { errors?: Array<{ message: string; extensions: { category: string } }> };
    expect(body.errors?.[0]?.message).toMatch(/^Cannot query field "\w+" on type "\w+"\./);
    expect(body.errors?.[0]?.extensions.category).toBe('graphql');
    expect(saysNotInSchema(body.errors)).toBe(true);

    const capabilities = await testApp.app.inject({ method: 'GET', url: `${STOREFRONT_CAPABILITIES_PATH}?store=en_storeview` });
    expect(capabilities.statusCode).toBe(200);
    const extensions = (capabilities.json() as { extensions: Record<string, boolean> }).extensions;
    expect(extensions[name]).toBe(false);
    expect(Object.entries(extensions).filter(([other, present]) => other !== name && !present)).toEqual([]);
  });

  it('still answers core queries', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/graphql', headers: { store: 'en_storeview' }, payload: { query: '{ storeConfig { store_code } }' } });
    expect(response.json()).toEqual({ data: { storeConfig: { store_code: 'en_storeview' } } });
  });
});

describe('proxy mode: asking the Magento', () => {
  /** A Magento with the full schema but the named extensions; optionally refusing introspection. */
  function fakeMagento(missing: readonly string[], options: { refuseIntrospection?: boolean } = {}) {
    const schema = buildServerSchema({ withoutExtensions: missing });
    const calls: string[] = [];
    const execute: ExecuteQuery = async ({ query, operationName }) => {
      calls.push(operationName);
      if (options.refuseIntrospection && query.includes('__type(')) {
        return { errors: [{ message: 'GraphQL introspection is not allowed, but the query contained __schema or __type', extensions: { category: 'graphql' } }] };
      }
      const errors = validate(schema, parse(query));
      if (errors.length) return { errors: errors.map((error) => ({ message: error.message, extensions: { category: 'graphql' } })) };
      if (query.includes('__type(')) {
        const types = [...query.matchAll(/(t\d+): __type\(name: "(\w+)"\)/g)];
        return {
          data: Object.fromEntries(
            types.map(([, alias, typeName]) => {
              const type = schema.getType(typeName);
              const fields = type && 'getFields' in type ? Object.keys(type.getFields()).map((field) => ({ name: field })) : null;
              return [alias, type ? { name: typeName, fields, inputFields: fields } : null];
            })
          )
        };
      }
      return { data: {} };
    };
    return { execute, calls };
  }

  it('reads them from one introspection query, once per store view while the TTL lasts', async () => {
    const { execute, calls } = fakeMagento(['blog', 'productAttributes']);
    let time = 0;
    const source = proxyCapabilities({ execute, ttlMs: 1000, now: () => time });
    const [first, again] = await Promise.all([source('default'), source('default')]);
    expect(first).toMatchObject({ blog: false, productAttributes: false, storeLocator: true, rewardPoints: true });
    expect(again).toBe(first);
    expect(calls).toEqual(['storefrontCapabilities']);
    await source('en_storeview');
    expect(calls).toHaveLength(2);
    time = 1001;
    await source('default');
    expect(calls).toHaveLength(3);
  });

  it('falls back to each extension\'s probe when introspection is refused', async () => {
    const { execute, calls } = fakeMagento(['storeLocator', 'rewardPoints'], { refuseIntrospection: true });
    const capabilities = await proxyCapabilities({ execute, ttlMs: 1000 })('default');
    expect(capabilities).toMatchObject({ storeLocator: false, rewardPoints: false, blog: true, parcelLockers: true });
    expect(calls.length).toBe(1 + extensionNames().length);
  });

  it('says nothing (null) when the Magento does not answer, and asks again soon', async () => {
    let time = 0;
    let calls = 0;
    const source = proxyCapabilities({
      execute: async () => {
        calls += 1;
        return { errors: [{ message: 'HTTP 502' }] };
      },
      ttlMs: 600_000,
      now: () => time
    });
    expect(await source('default')).toBeNull();
    const afterFirst = calls;
    expect(await source('default')).toBeNull();
    expect(calls).toBe(afterFirst);
    time = 31_000;
    await source('default');
    expect(calls).toBeGreaterThan(afterFirst);
  });

  it('reads an introspection answer only when it is one', () => {
    const types = ['Query', 'Mutation'];
    expect(fromIntrospection(types, { data: { t0: null, t1: null } })).toBeNull();
    expect(fromIntrospection(types, { errors: [{ message: 'no' }] })).toBeNull();
    expect(introspectionQuery(types)).toBe(
      'query storefrontCapabilities { t0: __type(name: "Query") { name fields { name } inputFields { name } } t1: __type(name: "Mutation") { name fields { name } inputFields { name } } }'
    );
  });
});
