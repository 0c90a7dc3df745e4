/** Word lists for generated modern coins: issuing countries, their mints, coins and designs. */
import type { Piece } from "./lists-ancient"

export type ModernIssuer = {
  country: string
  /** Mint name and the mint mark collectors add to the title ("" when none is written). */
  mints: readonly (readonly [name: string, mark: string])[]
  years: readonly [from: number, to: number]
  pieces: readonly Piece[]
  designs: readonly string[]
}

export const MODERN_ISSUERS: readonly ModernIssuer[] = [
  {
    country: "France",
    mints: [["Paris", "A"], ["Paris", "A"], ["Strasbourg", "BB"], ["Rouen", "B"], ["Lyon", "D"], ["Bordeaux", "K"], ["Marseille", "MA"], ["Pessac", ""]],
    years: [1795, 2001],
    pieces: [["5 Francs", "Silver", 25, 37, 25, 450], ["20 Francs", "Gold", 6.45, 21, 390, 900], ["10 Francs", "Gold", 3.22, 19, 220, 520],
      ["1 Franc", "Silver", 5, 23, 4, 90], ["2 Francs", "Silver", 10, 27, 8, 160], ["10 Centimes", "Bronze", 10, 30, 3, 60], ["100 Francs", "Silver", 15, 31, 12, 40]],
    designs: ["Hercules", "Semeuse", "Cérès", "Napoleon III", "Louis-Philippe", "Marianne", "Génie", "Charles X", "Louis XVIII", "Turin", "Panthéon", "Coq"],
  },
  {
    country: "United Kingdom",
    mints: [["Royal Mint, London", ""], ["Royal Mint, Llantrisant", ""], ["Birmingham Mint", "H"], ["Kings Norton", "KN"]],
    years: [1816, 2024],
    pieces: [["Sovereign", "Gold", 7.99, 22.05, 480, 1200], ["Half Sovereign", "Gold", 3.99, 19.3, 260, 650], ["Crown", "Silver", 28.28, 38.6, 40, 900],
      ["Florin", "Silver", 11.3, 28.5, 12, 400], ["Shilling", "Silver", 5.65, 23.6, 5, 160], ["Penny", "Bronze", 9.45, 30.8, 2, 180], ["Farthing", "Bronze", 2.8, 20, 2, 60]],
    designs: ["Victoria Young Head", "Victoria Jubilee Head", "Victoria Old Head", "Edward VII", "George V", "George VI", "Elizabeth II", "St George and Dragon", "Britannia"],
  },
  {
    country: "United States",
    mints: [["Philadelphia", ""], ["San Francisco", "S"], ["Denver", "D"], ["New Orleans", "O"], ["Carson City", "CC"]],
    years: [1840, 2024],
    pieces: [["1 Dollar", "Silver", 26.73, 38.1, 30, 1500], ["Half Dollar", "Silver", 12.5, 30.6, 15, 600], ["Quarter", "Silver", 6.25, 24.3, 8, 350],
      ["Dime", "Silver", 2.5, 17.9, 4, 160], ["5 Cents", "Copper-nickel", 5, 21.2, 2, 240], ["1 Cent", "Bronze", 3.11, 19, 1, 220],
      ["20 Dollars", "Gold", 33.44, 34, 2300, 4800], ["10 Dollars", "Gold", 16.72, 27, 1100, 2600], ["5 Dollars", "Gold", 8.36, 21.6, 560, 1400]],
    designs: ["Morgan", "Peace", "Walking Liberty", "Franklin", "Barber", "Seated Liberty", "Mercury", "Buffalo", "Indian Head", "Lincoln Wheat", "Saint-Gaudens", "Liberty Head"],
  },
  {
    country: "Germany (German Empire)",
    mints: [["Berlin", "A"], ["Munich", "D"], ["Stuttgart", "F"], ["Karlsruhe", "G"], ["Dresden", "E"], ["Hamburg", "J"]],
    years: [1871, 1918],
    pieces: [["5 Mark", "Silver", 27.78, 38, 35, 900], ["3 Mark", "Silver", 16.67, 33, 20, 350], ["2 Mark", "Silver", 11.11, 28, 15, 250],
      ["20 Mark", "Gold", 7.96, 22.5, 420, 1600], ["10 Mark", "Gold", 3.98, 19.5, 260, 900], ["1 Mark", "Silver", 5.55, 24, 4, 80]],
    designs: ["Prussia Wilhelm II", "Prussia Wilhelm I", "Bavaria Ludwig III", "Bavaria Otto", "Saxony Friedrich August III", "Württemberg Wilhelm II",
      "Baden Friedrich I", "Hamburg City Arms", "Hesse Ernst Ludwig", "Mecklenburg-Schwerin Friedrich Franz IV"],
  },
  {
    country: "Germany (Weimar Republic)",
    mints: [["Berlin", "A"], ["Munich", "D"], ["Stuttgart", "F"], ["Karlsruhe", "G"], ["Hamburg", "J"], ["Muldenhütten", "E"]],
    years: [1919, 1933],
    pieces: [["5 Reichsmark", "Silver", 25, 36, 35, 600], ["3 Reichsmark", "Silver", 15, 30, 30, 500], ["1 Reichsmark", "Silver", 5, 23, 6, 120],
      ["50 Reichspfennig", "Nickel", 3.5, 20, 3, 90], ["10 Rentenpfennig", "Aluminium bronze", 4, 21, 2, 60]],
    designs: ["Oak Tree", "Eagle", "Rhineland Millennium", "Goethe", "Schiller", "Lessing", "Zeppelin", "Constitution", "Hindenburg", "Marburg University"],
  },
  {
    country: "Germany (Federal Republic)",
    mints: [["Berlin", "A"], ["Munich", "D"], ["Stuttgart", "F"], ["Karlsruhe", "G"], ["Hamburg", "J"]],
    years: [1950, 2001],
    pieces: [["5 Mark", "Silver", 11.2, 29, 6, 180], ["10 Mark", "Silver", 15.5, 32.5, 8, 60], ["2 Mark", "Copper-nickel", 7, 26.75, 2, 30]],
    designs: ["Heinrich Heine", "Olympic Games Munich", "Goethe", "Kant", "Germanic Museum", "Max Planck", "Adenauer", "Heuss", "Kulturbesitz"],
  },
  {
    country: "Switzerland",
    mints: [["Bern", "B"], ["Bern", ""], ["Paris", "A"]],
    years: [1850, 2024],
    pieces: [["20 Francs", "Gold", 6.45, 21, 400, 900], ["5 Francs", "Silver", 25, 37, 30, 900], ["2 Francs", "Silver", 10, 27, 6, 200],
      ["1 Franc", "Silver", 5, 23, 4, 90], ["5 Francs", "Copper-nickel", 13.2, 31.45, 5, 40]],
    designs: ["Vreneli", "Helvetia Standing", "Helvetia Seated", "Alpine Herdsman", "William Tell", "Shooting Festival", "Confederation Jubilee"],
  },
  {
    country: "Kingdom of Italy",
    mints: [["Rome", "R"], ["Milan", "M"], ["Turin", "T"], ["Naples", "N"]],
    years: [1861, 1943],
    pieces: [["5 Lire", "Silver", 25, 37, 25, 500], ["20 Lire", "Gold", 6.45, 21, 400, 1100], ["2 Lire", "Silver", 10, 27, 8, 220],
      ["10 Lire", "Silver", 10, 27, 12, 300], ["20 Lire", "Silver", 15, 35.5, 60, 600]],
    designs: ["Vittorio Emanuele II", "Umberto I", "Vittorio Emanuele III", "Aquilino", "Quadriga", "Impero", "Littore", "Prora"],
  },
  {
    country: "Italy",
    mints: [["Rome", "R"]],
    years: [1946, 2001],
    pieces: [["100 Lire", "Acmonital", 8, 27.8, 2, 60], ["500 Lire", "Silver", 11, 29, 8, 60], ["500 Lire", "Bimetallic", 6.8, 25.8, 2, 20],
      ["1000 Lire", "Silver", 14.6, 31.4, 12, 40]],
    designs: ["Minerva", "Caravelle", "Quirinale", "Columbus", "Unification Centenary", "Marconi"],
  },
  {
    country: "Spain",
    mints: [["Madrid", "M"], ["Seville", "S"], ["Barcelona", ""], ["Mexico City", "Mo"]],
    years: [1772, 2001],
    pieces: [["8 Reales", "Silver", 27, 39, 90, 1400], ["5 Pesetas", "Silver", 25, 37, 20, 320], ["100 Pesetas", "Gold", 32.26, 35, 1900, 3200],
      ["1 Peseta", "Silver", 5, 23, 4, 90], ["2000 Pesetas", "Silver", 27, 40, 18, 45]],
    designs: ["Carlos III", "Carlos IV", "Fernando VII", "Isabel II", "Alfonso XII", "Alfonso XIII", "Amadeo I", "Juan Carlos I"],
  },
  {
    country: "Austria",
    mints: [["Vienna", "A"], ["Kremnitz", "KB"], ["Prague", "C"]],
    years: [1780, 2001],
    pieces: [["1 Thaler", "Silver", 28.07, 39.5, 18, 600], ["4 Ducats", "Gold", 13.96, 39.5, 540, 900], ["1 Ducat", "Gold", 3.49, 20, 140, 260],
      ["5 Corona", "Silver", 24, 36, 30, 400], ["100 Schilling", "Silver", 20, 34, 12, 60], ["2 Schilling", "Silver", 12, 29, 15, 120]],
    designs: ["Maria Theresa", "Franz Joseph", "Franz II", "Ferdinand I", "Mozart", "Haydn", "Salzburg", "Stephansdom", "Andreas Hofer"],
  },
  {
    country: "Russian Empire",
    mints: [["St Petersburg", "СПБ"], ["Ekaterinburg", "ЕМ"], ["Paris", "*"], ["Brussels", "**"]],
    years: [1762, 1917],
    pieces: [["1 Rouble", "Silver", 20, 33.7, 40, 1200], ["5 Roubles", "Gold", 4.3, 18.5, 220, 600], ["10 Roubles", "Gold", 8.6, 22.6, 420, 1100],
      ["50 Kopeks", "Silver", 10, 26.7, 12, 220], ["5 Kopeks", "Copper", 51, 42, 20, 650]],
    designs: ["Catherine II", "Paul I", "Alexander I", "Nicholas I", "Alexander II", "Alexander III", "Nicholas II", "Romanov Tercentenary"],
  },
  {
    country: "Netherlands",
    mints: [["Utrecht", ""], ["Utrecht", ""]],
    years: [1818, 2001],
    pieces: [["2½ Gulden", "Silver", 25, 38, 15, 600], ["1 Gulden", "Silver", 10, 28, 6, 240], ["10 Gulden", "Gold", 6.72, 22.5, 400, 700],
      ["1 Ducat", "Gold", 3.49, 21, 160, 320], ["25 Cents", "Silver", 3.58, 19, 3, 60]],
    designs: ["Willem I", "Willem II", "Willem III", "Wilhelmina", "Juliana", "Beatrix", "Knight"],
  },
  {
    country: "Belgium",
    mints: [["Brussels", ""]],
    years: [1832, 2001],
    pieces: [["5 Francs", "Silver", 25, 37, 20, 480], ["20 Francs", "Gold", 6.45, 21, 390, 700], ["50 Francs", "Silver", 20, 34, 15, 90]],
    designs: ["Leopold I", "Leopold II", "Albert I", "Leopold III", "Baudouin", "Brussels World Fair"],
  },
  {
    country: "Poland",
    mints: [["Warsaw", ""]],
    years: [1923, 2024],
    pieces: [["10 Złotych", "Silver", 22, 34, 18, 150], ["5 Złotych", "Silver", 18, 33, 20, 220], ["2 Złote", "Nordic gold", 8.15, 27, 2, 12],
      ["20 Złotych", "Silver", 28.28, 38.6, 35, 120]],
    designs: ["Piłsudski", "Polonia", "Sailing Ship", "Kopernik", "Chopin", "Sobieski", "Wawel"],
  },
  {
    country: "Mexico",
    mints: [["Mexico City", "Mo"], ["Zacatecas", "Zs"], ["Guanajuato", "Go"], ["Culiacán", "Cn"]],
    years: [1823, 2024],
    pieces: [["8 Reales", "Silver", 27, 39, 50, 900], ["1 Peso", "Silver", 27.07, 39, 35, 450], ["50 Pesos", "Gold", 41.67, 37, 2900, 3600],
      ["5 Pesos", "Silver", 30, 40, 18, 90]],
    designs: ["Cap and Rays", "Caballito", "Balance Scale", "Hidalgo", "Cuauhtémoc", "Centenario", "Morelos"],
  },
  {
    country: "Canada",
    mints: [["Ottawa", ""], ["Royal Canadian Mint, Winnipeg", ""], ["Heaton, Birmingham", "H"]],
    years: [1858, 2024],
    pieces: [["1 Dollar", "Silver", 23.3, 36, 25, 400], ["50 Cents", "Silver", 11.66, 29.7, 8, 220], ["5 Dollars", "Gold", 8.36, 21.6, 520, 900]],
    designs: ["Voyageur", "Victoria", "Edward VII", "George V", "George VI", "Elizabeth II", "Bluenose", "Confederation Centennial"],
  },
  {
    country: "Japan",
    mints: [["Osaka", ""]],
    years: [1870, 2019],
    pieces: [["1 Yen", "Silver", 26.96, 38.1, 60, 700], ["50 Sen", "Silver", 13.48, 30.9, 10, 120], ["1000 Yen", "Silver", 20, 35, 25, 90]],
    designs: ["Dragon", "Rising Sun", "Meiji", "Taishō", "Shōwa", "Tokyo Olympics", "Phoenix"],
  },
]
