/** Word lists for generated banknotes, medals and tokens, and bullion. */

export type NoteIssuer = {
  country: string
  printer: string
  years: readonly [from: number, to: number]
  /** Denomination and its usual price range in euros for a mid grade. */
  notes: readonly (readonly [denomination: string, minEur: number, maxEur: number])[]
  portraits: readonly string[]
  /** From this year on some issues are polymer. */
  polymerFrom?: number
}

export const NOTE_ISSUERS: readonly NoteIssuer[] = [
  { country: "France", printer: "Banque de France, Chamalières", years: [1900, 2001],
    notes: [["50 Francs", 8, 180], ["100 Francs", 10, 260], ["500 Francs", 40, 600], ["1000 Francs", 30, 900], ["20 Francs", 6, 120]],
    portraits: ["Delacroix", "Pascal", "Saint-Exupéry", "Debussy", "Montesquieu", "Quentin de La Tour", "Cézanne", "Eiffel", "Victor Hugo", "Bonaparte", "Corneille", "Richelieu"] },
  { country: "Germany (Weimar Republic)", printer: "Reichsdruckerei, Berlin", years: [1919, 1924],
    notes: [["1000 Mark", 2, 20], ["1 Million Mark", 4, 40], ["100 Millionen Mark", 6, 60], ["10 Milliarden Mark", 12, 140], ["5 Billionen Mark", 120, 1400], ["50 Reichsmark", 20, 240]],
    portraits: ["Inflation Issue", "Reichsbanknote", "Hamburg Notgeld", "Bavarian State Bank", "Dürer", "Holbein"] },
  { country: "Germany (Federal Republic)", printer: "Bundesdruckerei, Berlin", years: [1948, 2001],
    notes: [["10 Deutsche Mark", 10, 90], ["20 Deutsche Mark", 20, 140], ["50 Deutsche Mark", 45, 220], ["100 Deutsche Mark", 90, 380], ["1000 Deutsche Mark", 600, 1800]],
    portraits: ["Gauss", "Droste-Hülshoff", "Balthasar Neumann", "Clara Schumann", "Bettina von Arnim", "Maria Sibylla Merian", "Bankdeutscher Länder"] },
  { country: "United Kingdom", printer: "Bank of England Printing Works, Debden", years: [1928, 2024], polymerFrom: 2016,
    notes: [["1 Pound", 8, 90], ["5 Pounds", 12, 650], ["10 Pounds", 18, 240], ["20 Pounds", 30, 200], ["50 Pounds", 65, 260]],
    portraits: ["Britannia", "Newton", "Wellington", "Florence Nightingale", "Dickens", "Darwin", "Churchill", "Jane Austen", "Turner", "Alan Turing"] },
  { country: "United States", printer: "Bureau of Engraving and Printing, Washington", years: [1862, 2021],
    notes: [["1 Dollar", 3, 450], ["2 Dollars", 4, 600], ["5 Dollars", 8, 900], ["10 Dollars", 15, 1200], ["20 Dollars", 25, 1500], ["100 Dollars", 110, 2400]],
    portraits: ["Washington", "Jefferson", "Lincoln", "Hamilton", "Jackson", "Franklin", "Silver Certificate", "Gold Certificate", "National Bank Note", "Federal Reserve Note"] },
  { country: "Italy", printer: "Officina Carte Valori, Roma", years: [1945, 2001],
    notes: [["1000 Lire", 3, 60], ["5000 Lire", 8, 120], ["10000 Lire", 12, 180], ["50000 Lire", 40, 260], ["100000 Lire", 80, 400]],
    portraits: ["Verdi", "Marco Polo", "Bellini", "Volta", "Bernini", "Caravaggio", "Montessori", "Raffaello"] },
  { country: "Switzerland", printer: "Orell Füssli, Zürich", years: [1911, 2024],
    notes: [["10 Franken", 20, 140], ["20 Franken", 35, 220], ["50 Franken", 70, 380], ["100 Franken", 130, 600], ["1000 Franken", 1050, 2400]],
    portraits: ["Le Corbusier", "Honegger", "Giacometti", "Burckhardt", "Ramuz", "Taeuber-Arp", "Gessner", "Pestalozzi", "Dufour", "Euler"] },
  { country: "Austria", printer: "Oesterreichische Banknoten- und Sicherheitsdruck, Wien", years: [1945, 2001],
    notes: [["20 Schilling", 6, 60], ["50 Schilling", 10, 90], ["100 Schilling", 14, 120], ["500 Schilling", 45, 260], ["1000 Schilling", 90, 500]],
    portraits: ["Moritz Daffinger", "Sigmund Freud", "Eugen Böhm-Bawerk", "Rosa Mayreder", "Erwin Schrödinger", "Karl Landsteiner"] },
  { country: "Spain", printer: "Fábrica Nacional de Moneda y Timbre, Madrid", years: [1925, 2001],
    notes: [["100 Pesetas", 4, 90], ["500 Pesetas", 8, 140], ["1000 Pesetas", 10, 160], ["5000 Pesetas", 45, 260], ["10000 Pesetas", 90, 320]],
    portraits: ["Manuel de Falla", "Rosalía de Castro", "Hernán Cortés", "Columbus", "Juan Carlos I", "Goya", "Jacinto Verdaguer"] },
  { country: "Canada", printer: "Canadian Bank Note Company, Ottawa", years: [1935, 2024], polymerFrom: 2011,
    notes: [["1 Dollar", 4, 90], ["5 Dollars", 8, 140], ["20 Dollars", 25, 160], ["50 Dollars", 60, 260], ["100 Dollars", 110, 360]],
    portraits: ["Elizabeth II", "Laurier", "Macdonald", "Mackenzie King", "Borden", "Viola Desmond", "Devil's Face"] },
  { country: "Australia", printer: "Note Printing Australia, Melbourne", years: [1966, 2024], polymerFrom: 1988,
    notes: [["5 Dollars", 8, 90], ["10 Dollars", 14, 120], ["20 Dollars", 25, 160], ["50 Dollars", 55, 220], ["100 Dollars", 110, 320]],
    portraits: ["Banjo Paterson", "Mary Gilmore", "Mary Reibey", "John Flynn", "Edith Cowan", "David Unaipon", "Nellie Melba", "John Monash"] },
  { country: "Japan", printer: "National Printing Bureau, Tokyo", years: [1946, 2024],
    notes: [["1000 Yen", 12, 120], ["5000 Yen", 45, 240], ["10000 Yen", 80, 420], ["500 Yen", 6, 60]],
    portraits: ["Itō Hirobumi", "Natsume Sōseki", "Noguchi Hideyo", "Fukuzawa Yukichi", "Iwakura Tomomi", "Shōtoku Taishi", "Higuchi Ichiyō"] },
  { country: "Hungary", printer: "Magyar Pénzjegynyomda, Budapest", years: [1926, 1946],
    notes: [["100 Pengő", 3, 40], ["1 Millió Pengő", 3, 30], ["100 Millió B.-Pengő", 5, 45], ["10000 Adópengő", 4, 40]],
    portraits: ["Hyperinflation Issue", "Kossuth", "Madonna and Child", "Széchenyi"] },
  { country: "Russian Empire", printer: "State Printing Works, St Petersburg", years: [1898, 1917],
    notes: [["100 Rubles", 10, 140], ["500 Rubles", 12, 160], ["10 Rubles", 5, 80], ["25 Rubles", 8, 120]],
    portraits: ["Catherine the Great", "Peter the Great", "Alexander III", "Nicholas I", "Double-Headed Eagle"] },
  { country: "Netherlands", printer: "Joh. Enschedé, Haarlem", years: [1920, 2001],
    notes: [["10 Gulden", 10, 120], ["25 Gulden", 20, 180], ["100 Gulden", 70, 420], ["1000 Gulden", 550, 1600]],
    portraits: ["Frans Hals", "Sweelinck", "Michiel de Ruyter", "Snip", "Vuurtoren", "Zonnebloem", "Spinoza"] },
  { country: "Zimbabwe", printer: "Fidelity Printers, Harare", years: [2007, 2009],
    notes: [["100 Trillion Dollars", 30, 70], ["50 Trillion Dollars", 20, 45], ["10 Trillion Dollars", 10, 30], ["1 Billion Dollars", 3, 12]],
    portraits: ["Balancing Rocks", "Victoria Falls", "Kariba Dam", "Great Zimbabwe"] },
]

/** A kind of piece with its denomination, size, price range in euros and the years it was made. */
export type MedalKind = readonly [
  kind: string, denomination: string, grams: readonly [number, number], mm: readonly [number, number],
  minEur: number, maxEur: number, years: readonly [from: number, to: number],
]

export const MEDAL_KINDS: readonly MedalKind[] = [
  ["Médaille", "Medal", [20, 90], [35, 70], 25, 650, [1650, 1990]], ["Prize Medal", "Medal", [25, 80], [40, 65], 30, 450, [1780, 1960]],
  ["Shooting Festival Medal", "Medal", [15, 40], [33, 45], 40, 900, [1820, 1939]], ["Coronation Medal", "Medal", [10, 40], [30, 45], 20, 600, [1700, 1953]],
  ["Commemorative Medal", "Medal", [15, 70], [33, 60], 12, 380, [1650, 1990]], ["Plaquette", "Plaquette", [30, 120], [45, 80], 45, 480, [1880, 1939]],
  ["Jeton", "Jeton", [4, 10], [25, 32], 15, 260, [1600, 1830]], ["Masonic Jeton", "Jeton", [5, 12], [28, 34], 35, 300, [1740, 1900]],
  ["Trade Token", "Token", [3, 10], [18, 30], 5, 120, [1780, 1950]], ["Communion Token", "Token", [2, 8], [16, 28], 8, 90, [1700, 1880]],
  ["Emergency Token", "Token", [1, 6], [18, 27], 3, 60, [1914, 1923]], ["Reckoning Counter", "Jeton", [2, 4], [24, 28], 12, 140, [1550, 1700]],
  ["Tram Token", "Token", [2, 6], [18, 26], 4, 45, [1880, 1960]], ["Masonic Medal", "Medal", [15, 40], [33, 45], 50, 420, [1740, 1990]],
]

export const MEDAL_PLACES: readonly (readonly [place: string, country: string])[] = [
  ["Paris", "France"], ["Lyon", "France"], ["Besançon", "France"], ["Marseille", "France"], ["Nancy", "France"], ["Strasbourg", "France"],
  ["Zürich", "Switzerland"], ["Genève", "Switzerland"], ["Bern", "Switzerland"], ["Neuchâtel", "Switzerland"], ["Luzern", "Switzerland"],
  ["London", "United Kingdom"], ["Birmingham", "United Kingdom"], ["Edinburgh", "United Kingdom"],
  ["Wien", "Austria"], ["Salzburg", "Austria"], ["Nürnberg", "Germany"], ["Berlin", "Germany"], ["München", "Germany"], ["Köln", "Germany"],
  ["Amsterdam", "Netherlands"], ["Bruxelles", "Belgium"], ["Liège", "Belgium"], ["Milano", "Italy"], ["Roma", "Papal States"],
  ["New York", "United States"], ["Philadelphia", "United States"], ["Praha", "Bohemia"], ["Kraków", "Poland"], ["København", "Denmark"],
]

export const MEDAL_SUBJECTS: readonly string[] = [
  "Exposition Universelle", "Agricultural Society", "Chamber of Commerce", "Royal Visit", "Peace Treaty", "Railway Opening", "Centenary",
  "Jubilee", "Academy of Sciences", "Schützenfest", "Horticultural Show", "Music Festival", "Bridge Opening", "University Foundation",
  "Gymnastics Festival", "Cathedral Consecration", "Industrial Exhibition", "Battle Anniversary", "Lodge Foundation", "Mint Visit",
]

export const MEDAL_MATERIALS: readonly string[] = ["Bronze", "Bronze", "Silver", "Silver", "Copper", "Brass", "Gilt bronze", "Aluminium", "Zinc", "White metal"]

export const MEDAL_REFS: readonly string[] = ["Forrer", "BHM", "Richter", "Elie", "Funck", "Atkins", "Betts", "Julius", "Eimer", "Feuardent", "Hauser", "Menadier"]

/** Bullion programme: name, country, mint, metal, first year, diameter of its one-ounce coin. */
export type Programme = readonly [name: string, country: string, mint: string, metal: "Gold" | "Silver" | "Platinum" | "Palladium", firstYear: number, oneOzMm: number]

export const PROGRAMMES: readonly Programme[] = [
  ["Britannia", "United Kingdom", "Royal Mint, Llantrisant", "Silver", 1997, 38.6], ["Britannia", "United Kingdom", "Royal Mint, Llantrisant", "Gold", 1987, 32.7],
  ["Krugerrand", "South Africa", "South African Mint, Pretoria", "Gold", 1967, 32.8], ["Krugerrand", "South Africa", "South African Mint, Pretoria", "Silver", 2017, 38.7],
  ["Maple Leaf", "Canada", "Royal Canadian Mint, Ottawa", "Gold", 1979, 30], ["Maple Leaf", "Canada", "Royal Canadian Mint, Ottawa", "Silver", 1988, 38],
  ["Maple Leaf", "Canada", "Royal Canadian Mint, Ottawa", "Platinum", 1988, 30], ["Maple Leaf", "Canada", "Royal Canadian Mint, Ottawa", "Palladium", 2005, 30],
  ["Vienna Philharmonic", "Austria", "Austrian Mint, Vienna", "Gold", 1989, 37], ["Vienna Philharmonic", "Austria", "Austrian Mint, Vienna", "Silver", 2008, 37],
  ["American Eagle", "United States", "West Point", "Gold", 1986, 32.7], ["American Eagle", "United States", "West Point", "Silver", 1986, 40.6],
  ["American Buffalo", "United States", "West Point", "Gold", 2006, 32.7], ["Kangaroo", "Australia", "Perth Mint", "Gold", 1987, 32.1],
  ["Kookaburra", "Australia", "Perth Mint", "Silver", 1990, 40.6], ["Koala", "Australia", "Perth Mint", "Silver", 2007, 40.6],
  ["Lunar Series", "Australia", "Perth Mint", "Silver", 1999, 40.6], ["Panda", "China", "Shenzhen Guobao Mint", "Silver", 1983, 40],
  ["Panda", "China", "Shanghai Mint", "Gold", 1982, 32], ["Libertad", "Mexico", "Casa de Moneda de México, Mexico City", "Silver", 1982, 40],
  ["Libertad", "Mexico", "Casa de Moneda de México, Mexico City", "Gold", 1981, 34.5], ["Noble", "Isle of Man", "Pobjoy Mint", "Platinum", 1983, 32.7],
  ["Germania", "Germany", "Germania Mint", "Silver", 2019, 38.6], ["Arche Noah", "Austria", "Austrian Mint, Vienna", "Silver", 2015, 37],
]

/** Size label, fine weight in grams, and which metals come in it. */
export const BULLION_SIZES: readonly (readonly [label: string, grams: number, metals: string])[] = [
  ["1 oz", 31.1, "Gold Silver Platinum Palladium"], ["1 oz", 31.1, "Gold Silver"], ["1/2 oz", 15.55, "Gold"], ["1/4 oz", 7.78, "Gold Platinum"],
  ["1/10 oz", 3.11, "Gold Platinum"], ["10 oz", 311.03, "Silver"], ["1 kg", 1000, "Silver"], ["5 oz", 155.5, "Silver"],
]

/** Euros per gram of fine metal, a recent average; the premium covers minting and dealing. */
export const SPOT_EUR_PER_GRAM = { Gold: 76, Silver: 0.95, Platinum: 30, Palladium: 31 } as const

export const PREMIUM = { Gold: [0.03, 0.07], Silver: [0.18, 0.4], Platinum: [0.08, 0.14], Palladium: [0.1, 0.16] } as const
