// Store switcher: the store groups of availableStores. The EN / RO switch moves between
// the views of one group; this one moves between groups (another country's or brand's shop), so it is
// hidden when there is only one group. Choosing a group switches to its view in the visitor's language
// (else the group's default view) through the app's store switch (saves code, currency and media base
// URL, then goes to the equivalent page).
import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';

import type { StoreSwitchControl } from '../../../components/StoreSwitch';
import { useStoreView } from '../../../components/storeView';
import { useWhenIdle } from '../useWhenIdle';
import { StoreSwitcherStoresDocument, type StoreSwitcherStoresQuery } from './storeSwitcher.generated';

export type SwitcherStore = NonNullable<NonNullable<StoreSwitcherStoresQuery['availableStores']>[number]>;

export interface StoreGroup {
  code: string;
  name: string;
  /** The view a switch to this group lands on. */
  targetStoreCode: string;
}

export interface StoreSwitcherTalon {
  isHidden: boolean;
  groups: StoreGroup[];
  currentGroupCode: string;
  currentGroupName: string;
  handleSwitch: (groupCode: string) => void;
}

type KnownStore = SwitcherStore & { store_code: string; store_group_code: string };

function language(locale: string | null | undefined): string {
  return (locale ?? '').split(/[_-]/)[0].toLowerCase();
}

/** Groups in the order of their first view, each with its landing view. */
export function buildStoreGroups(stores: ReadonlyArray<SwitcherStore | null> | null | undefined, currentCode: string): {
  groups: StoreGroup[];
  current: StoreGroup | undefined;
} {
  const known = (stores ?? []).filter((store): store is KnownStore => Boolean(store?.store_code && store.store_group_code));
  const sorted = [...known].sort((a, b) => (a.store_sort_order ?? 0) - (b.store_sort_order ?? 0));
  const currentStore = sorted.find((store) => store.store_code === currentCode);
  const currentLanguage = language(currentStore?.locale);
  const byGroup = new Map<string, KnownStore[]>();
  for (const store of sorted) byGroup.set(store.store_group_code, [...(byGroup.get(store.store_group_code) ?? []), store]);

  const groups = [...byGroup.entries()].map(([code, members]) => {
    const target =
      members.find((store) => store.store_code === currentCode) ??
      members.find((store) => currentLanguage && language(store.locale) === currentLanguage) ??
      members.find((store) => store.is_default_store) ??
      members[0];
    return { code, name: members[0].store_group_name?.trim() || code, targetStoreCode: target.store_code };
  });
  return { groups, current: groups.find((group) => group.code === currentStore?.store_group_code) };
}

export function useStoreSwitcher(control: Pick<StoreSwitchControl, 'switchStore'>): StoreSwitcherTalon {
  const view = useStoreView();
  const idle = useWhenIdle();
  const { data } = useQuery(StoreSwitcherStoresDocument, { skip: !idle, fetchPolicy: 'cache-first' });
  const { groups, current } = useMemo(() => buildStoreGroups(data?.availableStores, view.code), [data, view.code]);
  const { switchStore } = control;

  const handleSwitch = useCallback(
    (groupCode: string) => {
      const group = groups.find((candidate) => candidate.code === groupCode);
      if (!group || group.targetStoreCode === view.code) return;
      void switchStore(group.targetStoreCode);
    },
    [groups, switchStore, view.code]
  );

  return {
    // Hidden with one store (group) — and while nothing is known.
    isHidden: groups.length <= 1,
    groups,
    currentGroupCode: current?.code ?? '',
    currentGroupName: current?.name ?? '',
    handleSwitch
  };
}
