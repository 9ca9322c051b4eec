import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';

import { useCapability } from '../../../../components/Capabilities';
import { inStore, useStoreView } from '../../../../components/storeView';
import { FOOTER_BLOCKS, SOCIAL_LINKS, type SocialLink } from '../../chromeConfig';
import { FooterCmsBlocksDocument } from './footerBlocks.generated';
import { parseSocialLinks, parseStoreGroups } from './footerBlockParsers';

export interface FooterBlocksTalon {
  isLoading: boolean;
  socialLinks: SocialLink[];
  cities: Array<{ city: string; stores: Array<{ id: string; name: string; href: string }> }>;
}

const IDENTIFIERS = [FOOTER_BLOCKS.social, FOOTER_BLOCKS.stores];

export function useFooterBlocks(): FooterBlocksTalon {
  const view = useStoreView();
  // The list links each shop's page, which the store locator extension serves: without it, no list.
  const hasShops = useCapability('storeLocator');
  const { data, loading } = useQuery(FooterCmsBlocksDocument, {
    variables: { identifiers: IDENTIFIERS },
    fetchPolicy: 'cache-first',
    // A missing block is a null item with an error; the other block still counts.
    errorPolicy: 'all'
  });
  const items = data?.cmsBlocks?.items ?? [];
  const contentOf = (identifier: string) => items.find((item) => item?.identifier === identifier)?.content;
  const socialHtml = contentOf(FOOTER_BLOCKS.social);
  const storesHtml = contentOf(FOOTER_BLOCKS.stores);

  const socialLinks = useMemo(() => {
    const fromBlock = parseSocialLinks(socialHtml);
    return fromBlock.length ? fromBlock : [...SOCIAL_LINKS];
  }, [socialHtml]);

  const cities = useMemo(
    () =>
      hasShops
        ? parseStoreGroups(storesHtml).map((group) => ({
            city: group.city,
            stores: group.stores.map((store) => ({ ...store, href: inStore(view, `/shop/${store.id}`) }))
          }))
        : [],
    [hasShops, storesHtml, view]
  );

  return { isLoading: loading && !data, socialLinks, cities };
}
