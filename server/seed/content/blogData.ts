/**
 * The demo blog: authors, categories, tags and twenty articles, each written in Romanian (store 1)
 * and English (store 2). Bodies are short articles of a few paragraphs, stored as HTML.
 */

export interface Localized {
  ro: string;
  en: string;
}

export const BLOG_AUTHORS = [
  { key: 'andreea-popescu', name: 'Andreea Popescu', bio: { ro: 'Nutriționist dietetician, specializată în nutriție sportivă.', en: 'Registered dietitian specialising in sports nutrition.' } },
  { key: 'mihai-ionescu', name: 'Mihai Ionescu', bio: { ro: 'Antrenor personal certificat și fost sportiv de performanță.', en: 'Certified personal trainer and former competitive athlete.' } },
  { key: 'ioana-dumitru', name: 'Ioana Dumitru', bio: { ro: 'Pasionată de gătit sănătos; testează rețete proteice în fiecare săptămână.', en: 'Healthy-cooking enthusiast who tests protein recipes every week.' } },
  { key: 'echipa-gnc', name: 'Echipa GNC', bio: { ro: 'Specialiștii din magazinele GNC România.', en: 'The specialists from GNC Romania stores.' } }
] as const;

export type AuthorKey = (typeof BLOG_AUTHORS)[number]['key'];

export const BLOG_CATEGORIES: Array<{ key: string; name: Localized; urlKey: Localized; parent?: string; description: Localized }> = [
  { key: 'nutritie', name: { ro: 'Nutriție', en: 'Nutrition' }, urlKey: { ro: 'nutritie', en: 'nutrition' }, description: { ro: 'Ghiduri despre macronutrienți, vitamine și suplimente.', en: 'Guides to macronutrients, vitamins and supplements.' } },
  { key: 'suplimente', name: { ro: 'Suplimente', en: 'Supplements' }, urlKey: { ro: 'suplimente', en: 'supplements' }, parent: 'nutritie', description: { ro: 'Cum alegi și cum folosești suplimentele potrivite.', en: 'How to choose and use the right supplements.' } },
  { key: 'antrenament', name: { ro: 'Antrenament', en: 'Training' }, urlKey: { ro: 'antrenament', en: 'training' }, description: { ro: 'Programe, tehnică și recuperare.', en: 'Programmes, technique and recovery.' } },
  { key: 'retete', name: { ro: 'Rețete', en: 'Recipes' }, urlKey: { ro: 'retete', en: 'recipes' }, description: { ro: 'Rețete simple, bogate în proteine.', en: 'Simple, high-protein recipes.' } },
  { key: 'stil-de-viata', name: { ro: 'Stil de viață', en: 'Lifestyle' }, urlKey: { ro: 'stil-de-viata', en: 'lifestyle' }, description: { ro: 'Somn, stres, hidratare și obiceiuri sănătoase.', en: 'Sleep, stress, hydration and healthy habits.' } }
];

export const BLOG_TAGS: Array<{ key: string; name: Localized; urlKey: Localized }> = [
  { key: 'proteine', name: { ro: 'proteine', en: 'protein' }, urlKey: { ro: 'proteine', en: 'protein' } },
  { key: 'creatina', name: { ro: 'creatină', en: 'creatine' }, urlKey: { ro: 'creatina', en: 'creatine' } },
  { key: 'vitamine', name: { ro: 'vitamine', en: 'vitamins' }, urlKey: { ro: 'vitamine', en: 'vitamins' } },
  { key: 'slabire', name: { ro: 'slăbire', en: 'weight loss' }, urlKey: { ro: 'slabire', en: 'weight-loss' } },
  { key: 'masa-musculara', name: { ro: 'masă musculară', en: 'muscle gain' }, urlKey: { ro: 'masa-musculara', en: 'muscle-gain' } },
  { key: 'recuperare', name: { ro: 'recuperare', en: 'recovery' }, urlKey: { ro: 'recuperare', en: 'recovery' } },
  { key: 'imunitate', name: { ro: 'imunitate', en: 'immunity' }, urlKey: { ro: 'imunitate', en: 'immunity' } },
  { key: 'vegan', name: { ro: 'vegan', en: 'vegan' }, urlKey: { ro: 'vegan', en: 'vegan' } },
  { key: 'incepatori', name: { ro: 'începători', en: 'beginners' }, urlKey: { ro: 'incepatori', en: 'beginners' } },
  { key: 'mic-dejun', name: { ro: 'mic dejun', en: 'breakfast' }, urlKey: { ro: 'mic-dejun', en: 'breakfast' } }
];

export interface BlogPostSeed {
  key: string;
  title: Localized;
  urlKey: Localized;
  author: AuthorKey;
  categories: string[];
  tags: string[];
  /** Days before the seed date. */
  daysAgo: number;
  views: number;
  featured?: boolean;
  palette: 'red' | 'navy' | 'green' | 'orange' | 'purple' | 'teal' | 'pink' | 'gold';
  motif: 'tubs' | 'leaves' | 'capsules' | 'mixed';
  /** Paragraphs; the first is also the short content. */
  body: { ro: string[]; en: string[] };
}

export const BLOG_POSTS: BlogPostSeed[] = [
  {
    key: 'cata-proteina', daysAgo: 3, views: 1843, featured: true, author: 'andreea-popescu', categories: ['nutritie'], tags: ['proteine', 'masa-musculara'], palette: 'navy', motif: 'tubs',
    title: { ro: 'De câtă proteină ai nevoie zilnic?', en: 'How much protein do you need each day?' },
    urlKey: { ro: 'de-cata-proteina-ai-nevoie-zilnic', en: 'how-much-protein-do-you-need-each-day' },
    body: {
      ro: [
        'Necesarul de proteine depinde de greutate, de nivelul de activitate și de obiectiv. Pentru un adult sedentar, recomandarea generală este de aproximativ 0,8 g de proteină pe kilogram corp pe zi, însă cei care se antrenează regulat au nevoie de mai mult.',
        'Studiile arată că între 1,6 și 2,2 g/kg pe zi susțin cel mai bine creșterea masei musculare. Un bărbat de 80 kg care face sală de patru ori pe săptămână ar trebui să țintească între 130 și 175 g de proteină zilnic, împărțite în 3–5 mese.',
        'Cea mai simplă strategie: o sursă de proteină la fiecare masă (ouă, carne slabă, pește, lactate, leguminoase) și un shake proteic atunci când programul nu îți permite o masă completă. Suplimentul nu înlocuiește mâncarea, ci te ajută să atingi ținta fără efort.'
      ],
      en: [
        'Your protein requirement depends on body weight, activity level and goal. For a sedentary adult the general recommendation is about 0.8 g of protein per kilogram of body weight a day, but people who train regularly need more.',
        'Research suggests that 1.6–2.2 g/kg a day best supports muscle growth. An 80 kg man who lifts four times a week should aim for 130–175 g of protein a day, spread over three to five meals.',
        'The simplest strategy: a protein source at every meal (eggs, lean meat, fish, dairy, pulses) and a protein shake when your schedule does not allow a full meal. A supplement does not replace food; it helps you reach the target without effort.'
      ]
    }
  },
  {
    key: 'creatina-ghid', daysAgo: 6, views: 2210, featured: true, author: 'mihai-ionescu', categories: ['suplimente', 'antrenament'], tags: ['creatina', 'masa-musculara', 'incepatori'], palette: 'purple', motif: 'tubs',
    title: { ro: 'Creatina: ghidul complet pentru începători', en: 'Creatine: the complete beginner’s guide' },
    urlKey: { ro: 'creatina-ghidul-complet-pentru-incepatori', en: 'creatine-the-complete-beginners-guide' },
    body: {
      ro: [
        'Creatina monohidrat este cel mai studiat supliment din nutriția sportivă. Ea crește rezervele de fosfocreatină din mușchi, ceea ce îți permite să faci una-două repetări în plus la seturile grele și să te refaci mai repede între ele.',
        'Doza eficientă este de 3–5 g pe zi, în orice moment al zilei. Faza de „încărcare” cu 20 g pe zi nu este obligatorie: rezultatele apar oricum după trei-patru săptămâni de administrare constantă.',
        'Bea suficientă apă și alege creatina monohidrat simplă, fără adaosuri inutile. Creșterea în greutate din primele zile este apă reținută în mușchi, nu grăsime, și este un semn că suplimentul funcționează.'
      ],
      en: [
        'Creatine monohydrate is the most researched supplement in sports nutrition. It raises the phosphocreatine stores in your muscles, which lets you squeeze out one or two extra reps on heavy sets and recover faster between them.',
        'The effective dose is 3–5 g a day, taken at any time. A 20 g-a-day “loading” phase is optional: the results arrive anyway after three or four weeks of consistent use.',
        'Drink enough water and choose plain creatine monohydrate without unnecessary extras. The weight you gain in the first days is water stored in the muscle, not fat, and a sign that the supplement is working.'
      ]
    }
  },
  {
    key: 'vitamina-d-iarna', daysAgo: 10, views: 1320, author: 'andreea-popescu', categories: ['nutritie', 'suplimente'], tags: ['vitamine', 'imunitate'], palette: 'gold', motif: 'capsules',
    title: { ro: 'Vitamina D în sezonul rece: de ce contează', en: 'Vitamin D in the cold season: why it matters' },
    urlKey: { ro: 'vitamina-d-in-sezonul-rece', en: 'vitamin-d-in-the-cold-season' },
    body: {
      ro: [
        'Între octombrie și martie, soarele din România nu este suficient de puternic pentru ca pielea să producă vitamina D. De aceea, multe analize făcute iarna arată valori scăzute, chiar și la oameni activi.',
        'Vitamina D susține sănătatea oaselor, funcția musculară și sistemul imunitar. O doză uzuală de întreținere pentru adulți este de 1000–2000 UI pe zi, dar cel mai sigur este să îți verifici nivelul și să discuți cu medicul.',
        'Vitamina D se absoarbe mai bine împreună cu o masă care conține grăsimi. Combinația cu vitamina K2 este populară pentru că ajută la direcționarea calciului către oase.'
      ],
      en: [
        'Between October and March the Romanian sun is not strong enough for your skin to make vitamin D. That is why many winter blood tests show low levels, even in active people.',
        'Vitamin D supports bone health, muscle function and the immune system. A usual maintenance dose for adults is 1000–2000 IU a day, but the safest approach is to check your level and talk to your doctor.',
        'Vitamin D is absorbed better with a meal that contains fat. Pairing it with vitamin K2 is popular because K2 helps direct calcium to the bones.'
      ]
    }
  },
  {
    key: 'clatite-proteice', daysAgo: 13, views: 2675, featured: true, author: 'ioana-dumitru', categories: ['retete'], tags: ['proteine', 'mic-dejun'], palette: 'orange', motif: 'mixed',
    title: { ro: 'Clătite proteice cu banană, gata în 10 minute', en: 'Banana protein pancakes, ready in 10 minutes' },
    urlKey: { ro: 'clatite-proteice-cu-banana', en: 'banana-protein-pancakes' },
    body: {
      ro: [
        'Ai nevoie de o banană coaptă, două ouă, 30 g de proteină din zer cu aromă de vanilie și 30 g de fulgi de ovăz. Pune totul în blender și mixează până obții un aluat omogen.',
        'Încălzește o tigaie antiaderentă la foc mediu, unge-o cu foarte puțin ulei și toarnă câte două linguri de aluat. Întoarce clătitele când apar bule la suprafață, după aproximativ un minut.',
        'O porție are în jur de 35 g de proteină și 400 kcal. Servește-le cu iaurt grecesc și fructe de pădure pentru un mic dejun care te ține sătul până la prânz.'
      ],
      en: [
        'You need one ripe banana, two eggs, 30 g of vanilla whey protein and 30 g of rolled oats. Put everything in a blender and blend until the batter is smooth.',
        'Heat a non-stick pan over medium heat, brush it with a little oil and pour in two tablespoons of batter at a time. Flip the pancakes when bubbles appear on the surface, after about a minute.',
        'One serving has around 35 g of protein and 400 kcal. Serve them with Greek yoghurt and berries for a breakfast that keeps you full until lunch.'
      ]
    }
  },
  {
    key: 'antrenament-full-body', daysAgo: 16, views: 1598, author: 'mihai-ionescu', categories: ['antrenament'], tags: ['incepatori', 'masa-musculara'], palette: 'red', motif: 'tubs',
    title: { ro: 'Program full-body de trei zile pentru începători', en: 'A three-day full-body programme for beginners' },
    urlKey: { ro: 'program-full-body-trei-zile', en: 'three-day-full-body-programme' },
    body: {
      ro: [
        'Dacă abia începi, trei antrenamente full-body pe săptămână sunt suficiente. Fiecare ședință include o mișcare pentru picioare (genuflexiuni), una de împins (împins la piept), una de tras (ramat) și un exercițiu pentru abdomen.',
        'Lucrează 3 seturi a câte 8–12 repetări și adaugă puțină greutate atunci când reușești toate repetările cu tehnică bună. Odihnește-te 90 de secunde între seturi.',
        'Progresul vine din constanță: notează greutățile, dormi 7–8 ore și mănâncă suficientă proteină. După 8–12 săptămâni poți trece la un program împărțit pe grupe musculare.'
      ],
      en: [
        'If you are just starting, three full-body sessions a week are plenty. Each session includes a leg movement (squats), a push (bench press), a pull (rows) and a core exercise.',
        'Do 3 sets of 8–12 reps and add a little weight once you complete every rep with good form. Rest 90 seconds between sets.',
        'Progress comes from consistency: log your weights, sleep 7–8 hours and eat enough protein. After 8–12 weeks you can move on to a split routine.'
      ]
    }
  },
  {
    key: 'bcaa-sau-eaa', daysAgo: 20, views: 987, author: 'andreea-popescu', categories: ['suplimente'], tags: ['recuperare', 'proteine'], palette: 'purple', motif: 'capsules',
    title: { ro: 'BCAA sau EAA: ce alegi pentru recuperare?', en: 'BCAA or EAA: which should you choose for recovery?' },
    urlKey: { ro: 'bcaa-sau-eaa', en: 'bcaa-or-eaa' },
    body: {
      ro: [
        'BCAA conțin trei aminoacizi cu lanț ramificat: leucină, izoleucină și valină. EAA conțin toți cei nouă aminoacizi esențiali, pe care organismul nu îi poate produce singur.',
        'Pentru construirea proteinelor musculare ai nevoie de toți aminoacizii esențiali, așa că EAA sunt alegerea mai completă. BCAA pot fi utile la antrenamentele lungi făcute pe stomacul gol.',
        'Dacă aportul de proteine din alimentație este deja bun, ambele sunt opționale. Sunt însă practice între mese sau în timpul antrenamentului, când un shake proteic ar fi prea greu.'
      ],
      en: [
        'BCAAs contain three branched-chain amino acids: leucine, isoleucine and valine. EAAs contain all nine essential amino acids, the ones your body cannot make on its own.',
        'Building muscle protein needs every essential amino acid, so EAAs are the more complete choice. BCAAs can help during long sessions done on an empty stomach.',
        'If your dietary protein is already good, both are optional. They are handy between meals or during training, when a protein shake would feel too heavy.'
      ]
    }
  },
  {
    key: 'hidratare-vara', daysAgo: 24, views: 765, author: 'echipa-gnc', categories: ['stil-de-viata'], tags: ['recuperare'], palette: 'teal', motif: 'leaves',
    title: { ro: 'Hidratarea corectă în zilele caniculare', en: 'Staying properly hydrated on hot days' },
    urlKey: { ro: 'hidratarea-corecta-in-zilele-caniculare', en: 'staying-hydrated-on-hot-days' },
    body: {
      ro: [
        'Vara pierdem mai multă apă și mai mulți electroliți prin transpirație. O pierdere de doar 2% din greutatea corporală scade vizibil performanța și concentrarea.',
        'Bea apă constant pe parcursul zilei, nu doar când ți-e sete, și urmărește culoarea urinei: galben-pai înseamnă că ești bine hidratat. La antrenamentele de peste o oră, adaugă electroliți.',
        'Fructele și legumele bogate în apă, precum pepenele, castravetele și roșiile, contribuie și ele la hidratare. Evită băuturile foarte dulci, care pot accentua senzația de sete.'
      ],
      en: [
        'In summer we lose more water and electrolytes through sweat. Losing just 2% of body weight visibly reduces performance and focus.',
        'Drink water steadily through the day, not only when thirsty, and watch the colour of your urine: pale straw means you are well hydrated. For sessions longer than an hour, add electrolytes.',
        'Water-rich fruit and vegetables such as watermelon, cucumber and tomatoes also count. Avoid very sugary drinks, which can make you thirstier.'
      ]
    }
  },
  {
    key: 'omega-3', daysAgo: 28, views: 1120, author: 'andreea-popescu', categories: ['nutritie', 'suplimente'], tags: ['vitamine', 'recuperare'], palette: 'navy', motif: 'capsules',
    title: { ro: 'Omega-3: beneficii dovedite și cum alegi un supliment', en: 'Omega-3: proven benefits and how to pick a supplement' },
    urlKey: { ro: 'omega-3-beneficii-si-cum-alegi', en: 'omega-3-benefits-and-how-to-choose' },
    body: {
      ro: [
        'Acizii grași EPA și DHA susțin sănătatea inimii, a creierului și a vederii. Sursa principală este peștele gras, pe care puțini români îl mănâncă de două ori pe săptămână, cât se recomandă.',
        'Când alegi un supliment, uită-te la cantitatea de EPA și DHA pe porție, nu la cantitatea totală de ulei. O doză uzuală este de 250–500 mg EPA+DHA pe zi.',
        'Capsulele de calitate sunt purificate de metale grele și au certificări independente. Păstrează-le la loc răcoros și ia-le în timpul mesei pentru o absorbție mai bună.'
      ],
      en: [
        'The fatty acids EPA and DHA support heart, brain and eye health. The main source is oily fish, which few people eat twice a week as recommended.',
        'When choosing a supplement, look at the EPA and DHA per serving, not the total oil. A usual dose is 250–500 mg of EPA+DHA a day.',
        'Quality capsules are purified from heavy metals and independently certified. Keep them somewhere cool and take them with a meal for better absorption.'
      ]
    }
  },
  {
    key: 'smoothie-verde', daysAgo: 31, views: 654, author: 'ioana-dumitru', categories: ['retete'], tags: ['vegan', 'mic-dejun', 'imunitate'], palette: 'green', motif: 'leaves',
    title: { ro: 'Smoothie verde cu proteină vegană', en: 'Green smoothie with vegan protein' },
    urlKey: { ro: 'smoothie-verde-cu-proteina-vegana', en: 'green-smoothie-with-vegan-protein' },
    body: {
      ro: [
        'Într-un blender pune o mână de spanac, o jumătate de avocado, o banană congelată, 250 ml băutură de migdale și o măsură de proteină vegană din mazăre și orez.',
        'Mixează un minut, până devine cremos. Dacă îl vrei mai rece, adaugă câteva cuburi de gheață; pentru un gust mai proaspăt, puțin suc de lămâie și câteva frunze de mentă.',
        'Obții aproximativ 25 g de proteină, fibre și grăsimi bune, fără produse de origine animală. Este o gustare excelentă după antrenament sau un mic dejun rapid.'
      ],
      en: [
        'In a blender, add a handful of spinach, half an avocado, a frozen banana, 250 ml of almond drink and a scoop of pea-and-rice vegan protein.',
        'Blend for a minute until creamy. For a colder drink add a few ice cubes; for a fresher taste, a squeeze of lemon and a few mint leaves.',
        'You get about 25 g of protein, fibre and healthy fats with no animal products. It makes a great post-workout snack or a quick breakfast.'
      ]
    }
  },
  {
    key: 'somn-recuperare', daysAgo: 35, views: 932, author: 'mihai-ionescu', categories: ['stil-de-viata', 'antrenament'], tags: ['recuperare'], palette: 'navy', motif: 'leaves',
    title: { ro: 'Somnul, cel mai subestimat supliment', en: 'Sleep, the most underrated supplement' },
    urlKey: { ro: 'somnul-cel-mai-subestimat-supliment', en: 'sleep-the-most-underrated-supplement' },
    body: {
      ro: [
        'În timpul somnului profund, organismul eliberează hormonul de creștere și repară fibrele musculare solicitate la antrenament. Fără somn suficient, progresul încetinește oricât de bine ai mânca.',
        'Țintește 7–9 ore pe noapte, la ore constante. Camera ar trebui să fie răcoroasă, întunecată și liniștită, iar ecranele ar trebui lăsate deoparte cu o oră înainte de culcare.',
        'Magneziul seara și o cină nu foarte grea pot ajuta. Cafeina are efect timp de 6–8 ore, așa că ultima cafea ar fi bine să fie băută înainte de ora 14.'
      ],
      en: [
        'During deep sleep your body releases growth hormone and repairs the muscle fibres you stressed in training. Without enough sleep, progress slows however well you eat.',
        'Aim for 7–9 hours a night at consistent times. Your bedroom should be cool, dark and quiet, and screens should go away an hour before bed.',
        'Magnesium in the evening and a lighter dinner can help. Caffeine lasts 6–8 hours, so it is wise to have your last coffee before 2 pm.'
      ]
    }
  },
  {
    key: 'slabire-sustenabila', daysAgo: 39, views: 1876, author: 'andreea-popescu', categories: ['nutritie', 'stil-de-viata'], tags: ['slabire'], palette: 'green', motif: 'leaves',
    title: { ro: 'Slăbire sustenabilă: 5 reguli care chiar funcționează', en: 'Sustainable weight loss: 5 rules that actually work' },
    urlKey: { ro: 'slabire-sustenabila-5-reguli', en: 'sustainable-weight-loss-5-rules' },
    body: {
      ro: [
        'Un deficit caloric moderat, de 300–500 kcal pe zi, duce la o scădere de aproximativ 0,5 kg pe săptămână fără să îți afecteze energia. Dietele drastice se termină, de obicei, cu kilogramele înapoi.',
        'Păstrează proteina ridicată pentru a proteja masa musculară, mănâncă multe legume pentru sațietate și nu renunța complet la alimentele preferate: planifică-le.',
        'Mișcarea zilnică, de la plimbări la antrenamente de forță, contează la fel de mult ca dieta. Cântărește-te în aceleași condiții și urmărește media săptămânală, nu fluctuațiile zilnice.'
      ],
      en: [
        'A moderate calorie deficit of 300–500 kcal a day leads to about 0.5 kg of weight loss a week without draining your energy. Crash diets usually end with the weight coming back.',
        'Keep protein high to protect muscle, eat plenty of vegetables to stay full and do not ban your favourite foods completely: plan for them.',
        'Daily movement, from walks to strength training, matters as much as diet. Weigh yourself under the same conditions and track the weekly average, not daily swings.'
      ]
    }
  },
  {
    key: 'pre-workout', daysAgo: 43, views: 1434, author: 'mihai-ionescu', categories: ['suplimente', 'antrenament'], tags: ['incepatori'], palette: 'orange', motif: 'tubs',
    title: { ro: 'Pre-workout: cum îl folosești în siguranță', en: 'Pre-workout: how to use it safely' },
    urlKey: { ro: 'pre-workout-cum-il-folosesti-in-siguranta', en: 'pre-workout-how-to-use-it-safely' },
    body: {
      ro: [
        'Majoritatea formulelor pre-workout conțin cafeină, beta-alanină și citrulină. Cafeina crește atenția și forța, beta-alanina întârzie oboseala, iar citrulina îmbunătățește fluxul sangvin.',
        'Începe cu jumătate de doză ca să vezi cum reacționezi și ia-l cu 20–30 de minute înainte de antrenament. Furnicăturile date de beta-alanină sunt normale și trec repede.',
        'Nu combina pre-workout-ul cu alte surse mari de cafeină și evită-l seara. Dacă ai probleme cardiace sau tensiune mare, consultă medicul înainte.'
      ],
      en: [
        'Most pre-workout formulas contain caffeine, beta-alanine and citrulline. Caffeine boosts focus and strength, beta-alanine delays fatigue and citrulline improves blood flow.',
        'Start with half a dose to see how you react and take it 20–30 minutes before training. The tingling from beta-alanine is normal and passes quickly.',
        'Do not combine pre-workout with other large sources of caffeine and avoid it in the evening. If you have heart problems or high blood pressure, ask your doctor first.'
      ]
    }
  },
  {
    key: 'ovaz-peste-noapte', daysAgo: 47, views: 1012, author: 'ioana-dumitru', categories: ['retete'], tags: ['mic-dejun', 'proteine'], palette: 'gold', motif: 'mixed',
    title: { ro: 'Ovăz peste noapte cu proteină și cacao', en: 'Overnight oats with protein and cocoa' },
    urlKey: { ro: 'ovaz-peste-noapte-cu-proteina-si-cacao', en: 'overnight-oats-with-protein-and-cocoa' },
    body: {
      ro: [
        'Amestecă într-un borcan 50 g de fulgi de ovăz, 30 g de proteină cu aromă de ciocolată, o linguriță de cacao, o lingură de semințe de chia și 200 ml de lapte.',
        'Închide borcanul și lasă-l la frigider peste noapte. Dimineața, adaugă o banană feliată și câteva nuci sau o lingură de unt de arahide.',
        'Ai un mic dejun cu peste 35 g de proteină, pe care îl poți lua cu tine la birou. Pregătește trei borcane odată și ai rezolvat dimineața pentru jumătate de săptămână.'
      ],
      en: [
        'In a jar, mix 50 g of rolled oats, 30 g of chocolate protein, a teaspoon of cocoa, a tablespoon of chia seeds and 200 ml of milk.',
        'Close the jar and leave it in the fridge overnight. In the morning, top it with a sliced banana and a few walnuts or a spoonful of peanut butter.',
        'You have a breakfast with more than 35 g of protein that you can take to the office. Make three jars at once and half your week’s mornings are sorted.'
      ]
    }
  },
  {
    key: 'magneziu', daysAgo: 52, views: 876, author: 'andreea-popescu', categories: ['suplimente'], tags: ['vitamine', 'recuperare'], palette: 'teal', motif: 'capsules',
    title: { ro: 'Magneziul: forme, doze și când îl iei', en: 'Magnesium: forms, doses and when to take it' },
    urlKey: { ro: 'magneziul-forme-doze-si-cand-il-iei', en: 'magnesium-forms-doses-and-timing' },
    body: {
      ro: [
        'Magneziul participă la peste 300 de reacții din organism, inclusiv la contracția musculară și la producția de energie. Transpirația abundentă și stresul cresc necesarul.',
        'Bisglicinatul de magneziu se absoarbe bine și este blând cu stomacul, citratul este și el o alegere bună, iar oxidul se absoarbe mai slab. Doza uzuală este de 200–400 mg pe zi.',
        'Mulți preferă să îl ia seara, pentru că îi ajută să se relaxeze. Crampele musculare frecvente pot fi un semn de aport insuficient, dar merită verificate și alte cauze.'
      ],
      en: [
        'Magnesium takes part in more than 300 reactions in the body, including muscle contraction and energy production. Heavy sweating and stress raise your needs.',
        'Magnesium bisglycinate is well absorbed and gentle on the stomach, citrate is also a good choice, while oxide is absorbed less well. The usual dose is 200–400 mg a day.',
        'Many people prefer to take it in the evening because it helps them relax. Frequent muscle cramps can be a sign of low intake, but other causes are worth checking too.'
      ]
    }
  },
  {
    key: 'cardio-vs-forta', daysAgo: 57, views: 1190, author: 'mihai-ionescu', categories: ['antrenament'], tags: ['slabire', 'incepatori'], palette: 'red', motif: 'mixed',
    title: { ro: 'Cardio sau antrenament de forță pentru slăbit?', en: 'Cardio or strength training for fat loss?' },
    urlKey: { ro: 'cardio-sau-forta-pentru-slabit', en: 'cardio-or-strength-for-fat-loss' },
    body: {
      ro: [
        'Cardio arde mai multe calorii în timpul ședinței, dar antrenamentul de forță păstrează și construiește masă musculară, ceea ce îți menține metabolismul ridicat.',
        'Cea mai bună combinație pentru majoritatea oamenilor: două-trei antrenamente de forță pe săptămână și cardio moderat în celelalte zile, plus cât mai mulți pași zilnic.',
        'Fără deficit caloric, niciun tip de antrenament nu duce la slăbire. Alege activitatea pe care o poți face constant: aceea va da cele mai bune rezultate.'
      ],
      en: [
        'Cardio burns more calories during the session, but strength training keeps and builds muscle, which keeps your metabolism up.',
        'The best mix for most people: two or three strength sessions a week and moderate cardio on other days, plus as many daily steps as you can.',
        'Without a calorie deficit, no kind of training leads to fat loss. Choose the activity you can keep doing: that one will give the best results.'
      ]
    }
  },
  {
    key: 'imunitate-iarna', daysAgo: 62, views: 1530, author: 'echipa-gnc', categories: ['nutritie', 'stil-de-viata'], tags: ['imunitate', 'vitamine'], palette: 'gold', motif: 'leaves',
    title: { ro: 'Cum îți susții imunitatea în sezonul rece', en: 'How to support your immunity in the cold season' },
    urlKey: { ro: 'cum-iti-sustii-imunitatea-in-sezonul-rece', en: 'support-your-immunity-in-the-cold-season' },
    body: {
      ro: [
        'Un sistem imunitar puternic se construiește zilnic: somn suficient, alimentație variată, mișcare și gestionarea stresului. Suplimentele completează, nu înlocuiesc aceste obiceiuri.',
        'Vitamina C, vitamina D și zincul au cel mai solid suport științific pentru funcția imunitară. Probioticele pot ajuta sănătatea intestinală, unde se află o mare parte din celulele imunitare.',
        'Spală-te des pe mâini, aerisește încăperile și nu te antrena intens când ai febră. Revino treptat la efort după o răceală.'
      ],
      en: [
        'A strong immune system is built daily: enough sleep, a varied diet, movement and stress management. Supplements complement these habits; they do not replace them.',
        'Vitamin C, vitamin D and zinc have the strongest scientific support for immune function. Probiotics can help gut health, where a large share of immune cells live.',
        'Wash your hands often, air out your rooms and do not train hard when you have a fever. Return to exercise gradually after a cold.'
      ]
    }
  },
  {
    key: 'batoane-proteice-casa', daysAgo: 66, views: 1288, author: 'ioana-dumitru', categories: ['retete'], tags: ['proteine', 'vegan'], palette: 'pink', motif: 'mixed',
    title: { ro: 'Batoane proteice de casă, fără coacere', en: 'No-bake homemade protein bars' },
    urlKey: { ro: 'batoane-proteice-de-casa-fara-coacere', en: 'no-bake-homemade-protein-bars' },
    body: {
      ro: [
        'Amestecă 100 g de fulgi de ovăz măcinați, 90 g de proteină, 120 g de unt de arahide și 60 ml de sirop de arțar sau miere, până obții o pastă densă. Dacă e prea uscată, adaugă puțin lapte.',
        'Presează compoziția într-o tavă tapetată cu hârtie de copt și acoper-o cu 50 g de ciocolată neagră topită. Las-o la frigider două ore, apoi taie opt batoane.',
        'Fiecare baton are aproximativ 15 g de proteină. Păstrează-le la frigider până la o săptămână; sunt gustarea perfectă pentru drum sau pentru birou.'
      ],
      en: [
        'Mix 100 g of ground oats, 90 g of protein, 120 g of peanut butter and 60 ml of maple syrup or honey into a thick dough. If it is too dry, add a splash of milk.',
        'Press the mixture into a tin lined with baking paper and cover it with 50 g of melted dark chocolate. Chill for two hours, then cut into eight bars.',
        'Each bar has about 15 g of protein. Keep them in the fridge for up to a week; they are the perfect snack for the road or the office.'
      ]
    }
  },
  {
    key: 'incalzire', daysAgo: 71, views: 702, author: 'mihai-ionescu', categories: ['antrenament'], tags: ['incepatori', 'recuperare'], palette: 'orange', motif: 'mixed',
    title: { ro: 'Încălzirea corectă înainte de antrenament', en: 'Warming up properly before training' },
    urlKey: { ro: 'incalzirea-corecta-inainte-de-antrenament', en: 'warming-up-properly-before-training' },
    body: {
      ro: [
        'O încălzire bună durează 10–15 minute și pregătește articulațiile, mușchii și sistemul nervos pentru efort. Reduce riscul de accidentare și îți crește performanța din primele seturi.',
        'Începe cu 5 minute de cardio ușor, continuă cu mobilitate dinamică pentru șolduri, umeri și glezne, apoi fă 2–3 seturi ușoare din primul exercițiu al zilei.',
        'Păstrează întinderile statice lungi pentru finalul antrenamentului. Înainte de efort, mișcările dinamice sunt mult mai utile.'
      ],
      en: [
        'A good warm-up takes 10–15 minutes and prepares your joints, muscles and nervous system for effort. It lowers the risk of injury and improves performance from the first sets.',
        'Start with 5 minutes of easy cardio, move on to dynamic mobility for hips, shoulders and ankles, then do 2–3 light sets of the day’s first exercise.',
        'Save long static stretches for the end of the session. Before effort, dynamic movement is far more useful.'
      ]
    }
  },
  {
    key: 'proteina-vegana', daysAgo: 76, views: 845, author: 'andreea-popescu', categories: ['nutritie', 'suplimente'], tags: ['vegan', 'proteine'], palette: 'green', motif: 'leaves',
    title: { ro: 'Proteina vegană: este la fel de eficientă?', en: 'Vegan protein: is it just as effective?' },
    urlKey: { ro: 'proteina-vegana-este-la-fel-de-eficienta', en: 'vegan-protein-is-it-as-effective' },
    body: {
      ro: [
        'Proteinele vegetale au, în general, mai puțină leucină și unii aminoacizi esențiali în cantități mai mici. Combinațiile, precum mazărea cu orezul, compensează aceste diferențe.',
        'La o doză ceva mai mare, de exemplu 30–35 g în loc de 25 g, o proteină vegană bine formulată susține creșterea musculară la fel de bine ca proteina din zer.',
        'Alege produse cu profil complet de aminoacizi și fără zahăr adăugat. Sunt o opțiune excelentă și pentru cei cu intoleranță la lactoză.'
      ],
      en: [
        'Plant proteins generally have less leucine and smaller amounts of some essential amino acids. Blends such as pea and rice make up for these differences.',
        'At a slightly higher dose, say 30–35 g instead of 25 g, a well-formulated vegan protein supports muscle growth as well as whey does.',
        'Choose products with a complete amino-acid profile and no added sugar. They are also an excellent option for people with lactose intolerance.'
      ]
    }
  },
  {
    key: 'obiective-realiste', daysAgo: 82, views: 598, author: 'echipa-gnc', categories: ['stil-de-viata'], tags: ['incepatori', 'slabire'], palette: 'purple', motif: 'mixed',
    title: { ro: 'Cum îți stabilești obiective de fitness realiste', en: 'How to set realistic fitness goals' },
    urlKey: { ro: 'cum-iti-stabilesti-obiective-de-fitness-realiste', en: 'how-to-set-realistic-fitness-goals' },
    body: {
      ro: [
        'Un obiectiv bun este specific, măsurabil și are un termen: „vreau să fac 10 flotări complete până la 1 iunie” funcționează mai bine decât „vreau să fiu în formă”.',
        'Împarte obiectivul mare în pași săptămânali și concentrează-te pe obiceiuri pe care le controlezi: numărul de antrenamente, proteina zilnică, orele de somn.',
        'Verifică progresul o dată pe lună și ajustează planul fără să te judeci. Progresul real arată rareori ca o linie dreaptă, dar constanța câștigă de fiecare dată.'
      ],
      en: [
        'A good goal is specific, measurable and has a deadline: “I want to do 10 full push-ups by 1 June” works better than “I want to get fit”.',
        'Break the big goal into weekly steps and focus on habits you control: the number of sessions, daily protein, hours of sleep.',
        'Review your progress once a month and adjust the plan without judging yourself. Real progress rarely looks like a straight line, but consistency wins every time.'
      ]
    }
  }
];

/** Comments per post key: [author name, message, status (1 pending, 2 approved, 3 rejected), store]. */
/** Comments per post; replyTo is the index, in the same list, of the comment answered. */
export const BLOG_COMMENTS: Record<string, Array<{ name: string; email: string; message: Localized; status: 1 | 2 | 3; replyTo?: number }>> = {
  'cata-proteina': [
    { name: 'Radu', email: 'radu@example.ro', status: 2, message: { ro: 'Foarte clar explicat, mulțumesc! Eu eram mult sub necesar.', en: 'Very clearly explained, thank you! I was well below my target.' } },
    { name: 'Elena M.', email: 'elena@example.ro', status: 2, message: { ro: 'Se aplică aceleași valori și pentru femei?', en: 'Do the same numbers apply to women?' } },
    { name: 'spam-bot', email: 'bot@example.com', status: 3, message: { ro: 'Cumpără urmăritori ieftini!!!', en: 'Buy cheap followers!!!' } },
    { name: 'Vlad', email: 'vlad@example.ro', status: 1, message: { ro: 'Aștept un articol despre cazeină.', en: 'Looking forward to an article about casein.' } },
    {
      name: 'Andreea Popescu',
      email: 'andreea.popescu@gnc-romania.ro',
      status: 2,
      replyTo: 1,
      message: {
        ro: 'Da: intervalul de 1,6–2,2 g/kg este același pentru femei; contează greutatea și antrenamentul, nu sexul.',
        en: 'Yes: the 1.6–2.2 g/kg range is the same for women; body weight and training matter, not sex.'
      }
    },
    { name: 'Elena M.', email: 'elena@example.ro', status: 2, replyTo: 4, message: { ro: 'Mulțumesc pentru răspuns!', en: 'Thank you for the answer!' } }
  ],
  'creatina-ghid': [
    { name: 'Andrei', email: 'andrei@example.ro', status: 2, message: { ro: 'Folosesc creatină de doi ani, fără nicio problemă.', en: 'I have used creatine for two years without any issue.' } },
    { name: '', email: '', status: 2, message: { ro: 'Se poate lua și în zilele fără antrenament?', en: 'Can it be taken on rest days too?' } },
    { name: 'Andrei', email: 'andrei@example.ro', status: 2, replyTo: 1, message: { ro: 'Da, eu o iau zilnic, 5 g dimineața.', en: 'Yes, I take it every day, 5 g in the morning.' } }
  ],
  'clatite-proteice': [
    { name: 'Maria', email: 'maria@example.ro', status: 2, message: { ro: 'Le-am făcut azi dimineață, au ieșit super pufoase!', en: 'Made them this morning, they came out really fluffy!' } },
    { name: 'Cristina', email: 'cristina@example.ro', status: 1, message: { ro: 'Merge și cu proteină vegană?', en: 'Does it work with vegan protein too?' } }
  ],
  'slabire-sustenabila': [
    { name: 'Ioana', email: 'ioana@example.ro', status: 2, message: { ro: 'Regula cu media săptămânală m-a salvat de stres.', en: 'The weekly-average rule saved me a lot of stress.' } }
  ]
};
