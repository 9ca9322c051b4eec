/** Countries the store ships to; Romania's counties keep Magento's region ids (278–319) and ISO 3166-2:RO codes. */

export const COUNTRIES: Array<[iso2: string, iso3: string]> = [
  ['RO', 'ROU'], ['BG', 'BGR'], ['HU', 'HUN'], ['MD', 'MDA'], ['AT', 'AUT'], ['DE', 'DEU'],
  ['FR', 'FRA'], ['IT', 'ITA'], ['ES', 'ESP'], ['NL', 'NLD'], ['PL', 'POL'], ['GR', 'GRC']
];

export const ROMANIA_REGIONS: Array<[id: number, code: string, name: string]> = [
  [278, 'AB', 'Alba'], [279, 'AR', 'Arad'], [280, 'AG', 'Argeș'], [281, 'BC', 'Bacău'], [282, 'BH', 'Bihor'],
  [283, 'BN', 'Bistrița-Năsăud'], [284, 'BT', 'Botoșani'], [285, 'BV', 'Brașov'], [286, 'BR', 'Brăila'],
  [287, 'B', 'București'], [288, 'BZ', 'Buzău'], [289, 'CS', 'Caraș-Severin'], [290, 'CL', 'Călărași'],
  [291, 'CJ', 'Cluj'], [292, 'CT', 'Constanța'], [293, 'CV', 'Covasna'], [294, 'DB', 'Dâmbovița'], [295, 'DJ', 'Dolj'],
  [296, 'GL', 'Galați'], [297, 'GR', 'Giurgiu'], [298, 'GJ', 'Gorj'], [299, 'HR', 'Harghita'], [300, 'HD', 'Hunedoara'],
  [301, 'IL', 'Ialomița'], [302, 'IS', 'Iași'], [303, 'IF', 'Ilfov'], [304, 'MM', 'Maramureș'], [305, 'MH', 'Mehedinți'],
  [306, 'MS', 'Mureș'], [307, 'NT', 'Neamț'], [308, 'OT', 'Olt'], [309, 'PH', 'Prahova'], [310, 'SM', 'Satu Mare'],
  [311, 'SJ', 'Sălaj'], [312, 'SB', 'Sibiu'], [313, 'SV', 'Suceava'], [314, 'TR', 'Teleorman'], [315, 'TM', 'Timiș'],
  [316, 'TL', 'Tulcea'], [317, 'VS', 'Vaslui'], [318, 'VL', 'Vâlcea'], [319, 'VN', 'Vrancea']
];
