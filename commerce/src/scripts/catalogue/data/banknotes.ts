import { noteRow as note, origin, type Draft } from "./row"

const WEIMAR = origin("Germany (Weimar Republic)")
const FRANCE = origin("France")
const UK = origin("United Kingdom")
const USA = origin("United States")
const ITALY = origin("Italy")
const SWITZERLAND = origin("Switzerland")

const REICHSDRUCKEREI = "Reichsdruckerei, Berlin"
const BANQUE_DE_FRANCE = "Banque de France, Chamalières"
const BEP = "Bureau of Engraving and Printing, Washington"
const ORELL_FUSSLI = "Orell Füssli, Zürich"

export const banknotes: Draft[] = [
  note(WEIMAR, ["Weimar Republic 1923 Inflation 1 Million Mark", "Paper", 12, "VF", "1 Million Mark", "1923", REICHSDRUCKEREI, "Pick# 86a"],
    "Reichsbanknote of 9 August 1923, printed on one side while prices doubled every few days. A vivid document of the great inflation.",
    { stock: 8 }),
  note(WEIMAR, ["Weimar Republic 1924 100 Billionen Mark", "Paper", 3800, "VF", "100 Billionen Mark", "1924", REICHSDRUCKEREI, "Pick# 136"],
    "The highest denomination of the German hyperinflation, 100 trillion mark, issued on 15 February 1924. Rare in this grade; PMG certified.",
    { featured: true, slab: ["PMG", "8071234-012"] }),
  note(WEIMAR, ["Germany 10 Reichsmark Albrecht Thaer 1929", "Paper", 15, "VF", "10 Reichsmark", "1929", REICHSDRUCKEREI, "Pick# 180a"],
    "Portrait of the agronomist Albrecht Thaer, the stable currency after the inflation. Folds but no tears.",
    { stock: 5 }),
  note(FRANCE, ["France 100 Francs Delacroix 1979", "Paper", 22, "XF", "100 Francs", "1979", BANQUE_DE_FRANCE, "Pick# 154b"],
    "Eugène Delacroix with Liberty Leading the People in the background. Crisp paper, one light centre fold."),
  note(FRANCE, ["France 500 Francs Pascal 1987", "Paper", 75, "AU", "500 Francs", "1987", BANQUE_DE_FRANCE, "Pick# 156g"],
    "Blaise Pascal before the Tour Saint-Jacques. A corner fold only, bright colours."),
  note(FRANCE, ["France 50 Francs Saint-Exupéry 1997", "Paper", 65, "UNC", "50 Francs", "1997", BANQUE_DE_FRANCE, "Pick# 157Ad"],
    "Antoine de Saint-Exupéry with the Little Prince on his asteroid. Last French franc series, fully uncirculated."),
  note(FRANCE, ["France 20 Francs Debussy 1997", "Paper", 18, "UNC", "20 Francs", "1997", BANQUE_DE_FRANCE, "Pick# 151i"],
    "Claude Debussy with a wave inspired by Hokusai and La Mer. Uncirculated.",
    { stock: 3 }),
  note(UK, ["Bank of England £5 White Note 1955, O'Brien", "Paper", 460, "VF", "5 Pounds", "1955", "Bank of England Printing Works, Debden", "Pick# 344"],
    "The large 'white fiver' printed on one side in black ink on watermarked paper, signed by the chief cashier O'Brien. Honest circulation with folds and good paper.",
    { featured: true }),
  note(UK, ["Bank of England £1 Isaac Newton 1978", "Paper", 28, "UNC", "1 Pound", "1978", "Bank of England Printing Works, Debden", "Pick# 377a"],
    "The last Bank of England one pound note, with Sir Isaac Newton and his telescope. Signed by Page."),
  note(USA, ["United States $1 Silver Certificate 1957", "Paper", 9, "UNC", "1 Dollar", "1957", BEP, "Friedberg 1619"],
    "Blue seal silver certificate, once exchangeable for a silver dollar. Crisp uncirculated.",
    { stock: 10 }),
  note(USA, ["United States $2 Legal Tender 1917 Jefferson", "Paper", 140, "VF", "2 Dollars", "1917", BEP, "Friedberg 60"],
    "Large-size 'horse blanket' note with Thomas Jefferson and a red seal. Solid paper."),
  note(USA, ["United States $20 Gold Certificate 1922", "Paper", 340, "VF", "20 Dollars", "1922", BEP, "Friedberg 1187"],
    "Gold-orange reverse and George Washington on the face, redeemable in gold coin until 1933. PMG Very Fine 30.",
    { slab: ["PMG", "8042557-004"] }),
  note(ITALY, ["Italy 1000 Lire Verdi 1969", "Paper", 15, "XF", "1000 Lire", "1969", "Officina Carte Valori, Roma", "Pick# 96d"],
    "Giuseppe Verdi and the Teatro alla Scala. A familiar note of the Italian boom years.",
    { stock: 4 }),
  note(ITALY, ["Italy 100,000 Lire Caravaggio 1983", "Paper", 120, "AU", "100,000 Lire", "1983", "Officina Carte Valori, Roma", "Pick# 110"],
    "Caravaggio's self-portrait with the Fortune Teller. Light handling, no folds through the portrait."),
  note(SWITZERLAND, ["Switzerland 100 Franken Borromini 1996", "Paper", 190, "UNC", "100 Franken", "1996", ORELL_FUSSLI, "Pick# 72"],
    "Eighth series note designed by Jörg Zintzmeyer, the architect Francesco Borromini. Printed by Orell Füssli in Zürich."),
  note(SWITZERLAND, ["Switzerland 50 Franken Konrad Gessner 1961", "Paper", 130, "VF", "50 Franken", "1961", ORELL_FUSSLI, "Pick# 48b"],
    "The naturalist Konrad Gessner on the fifth series, with an apple harvest on the reverse. Three folds, bright colours."),
  note(origin("Netherlands"), ["Netherlands 100 Gulden Snip 1977", "Paper", 340, "XF", "100 Gulden", "1977", "Joh. Enschedé, Haarlem", "Pick# 97a"],
    "Ootje Oxenaar's celebrated 'snip' with a snipe and a woodcock's head. An icon of banknote design.",
    { isNew: true }),
  note(origin("Canada"), ["Canada 100 Dollars Polymer 2011 Frontier Series", "Polymer", 145, "UNC", "100 Dollars", "2011", "Canadian Bank Note Company, Ottawa", "Pick# 110"],
    "Polymer note with Sir Robert Borden and a transparent window showing the Parliament's East Block. Uncirculated, never folded.",
    { stock: 2 }),
  note(origin("Australia"), ["Australia 10 Dollars Bicentennial Polymer 1988", "Polymer", 38, "UNC", "10 Dollars", "1988", "Note Printing Australia, Melbourne", "Pick# 49a"],
    "The world's first polymer banknote, issued for the bicentenary of European settlement. In the original folder.",
    { isNew: true }),
  note(origin("Zimbabwe"), ["Zimbabwe 100 Trillion Dollars 2008", "Paper", 45, "UNC", "100 Trillion Dollars", "2008", "Fidelity Printers, Harare", "Pick# 91"],
    "The largest denomination ever issued with fourteen zeros, Balancing Rocks on the face. Crisp uncirculated.",
    { stock: 20 }),
  note(origin("Hungary"), ["Hungary 100 Million B.-Pengő 1946", "Paper", 14, "XF", "100 Million B.-Pengő", "1946", "Magyar Pénzjegynyomda, Budapest", "Pick# 137"],
    "From the worst hyperinflation in history, when one B.-pengő was a billion pengő. Pale blue and violet.",
    { stock: 6 }),
  note(origin("Japan"), ["Japan 10000 Yen Shotoku Taishi 1958", "Paper", 160, "XF", "10000 Yen", "1958", "Printing Bureau, Tokyo", "Pick# 94b"],
    "The first 10,000 yen note, with Prince Shōtoku and the Phoenix Hall. Two vertical folds."),
  note(origin("People's Republic of China"), ["China 10 Yuan People's Congress 1965", "Paper", 240, "VF", "10 Yuan", "1965", "China Banknote Printing, Beijing", "Pick# 879"],
    "Third series ten yuan with delegates leaving the Great Hall of the People. Scarce, withdrawn early."),
  note(origin("Russian Empire"), ["Russia 500 Rubles Peter the Great 1912", "Paper", 35, "VF", "500 Rubles", "1912", "State Printing Works, St Petersburg", "Pick# 14b"],
    "The huge 'Petenka' with Peter the Great, last imperial series. Signed Shipov.",
    { stock: 3 }),
  note(origin("Austria-Hungary"), ["Austria-Hungary 1000 Kronen 1902", "Paper", 28, "F", "1000 Kronen", "1902", "Oesterreichisch-ungarische Bank, Wien", "Pick# 8"],
    "Bilingual note of the Dual Monarchy, German on one side and Hungarian on the other. Circulated."),
  note(origin("Spain"), ["Spain 1000 Pesetas Hernán Cortés 1992", "Paper", 24, "UNC", "1000 Pesetas", "1992", "Fábrica Nacional de Moneda y Timbre, Madrid", "Pick# 163"],
    "Hernán Cortés and Francisco Pizarro, issued for the fifth centenary of 1492. Crisp uncirculated."),
  note(origin("New Zealand"), ["New Zealand 5 Dollars Edmund Hillary Polymer 1999", "Polymer", 25, "UNC", "5 Dollars", "1999", "Note Printing Australia, Melbourne", "Pick# 185a"],
    "Sir Edmund Hillary with Aoraki Mount Cook, the first New Zealand polymer issue. Uncirculated with its original gloss."),
]
