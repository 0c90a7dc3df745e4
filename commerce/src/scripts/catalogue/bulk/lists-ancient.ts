/** Word lists for generated ancient coins: who struck them, where, and what. */
import { z } from "@medusajs/framework/zod"
import romanRulers from "./data/roman-rulers.json"

/** A kind of coin with its usual metal, size and price range in euros (mid grade). */
export type Piece = readonly [denomination: string, material: string, weightGrams: number, diameterMm: number, minEur: number, maxEur: number]

export type Ruler = readonly [name: string, fromYear: number, toYear: number, ricVolume: string]

/** The data files' rows, checked as they are read. */
export const piece = z.tuple([z.string(), z.string(), z.number(), z.number(), z.number(), z.number()])
const ruler = z.tuple([z.string(), z.number(), z.number(), z.string()])

/** The emperors and their family whose coins the generator strikes, with their years and RIC volume. */
export const ROMAN_RULERS: readonly Ruler[] = z.array(ruler).parse(romanRulers)

/** Which coins each RIC volume's period struck. */
export const ROMAN_PIECES: Record<string, readonly Piece[]> = {
  early: [
    ["Aureus", "Gold", 7.3, 20, 3500, 18000], ["Denarius", "Silver", 3.4, 19, 70, 900],
    ["Quinarius", "Silver", 1.6, 15, 90, 600], ["Sestertius", "Bronze", 25, 33, 120, 2400],
    ["Dupondius", "Bronze", 12.5, 28, 70, 650], ["As", "Copper", 10.5, 27, 45, 450],
  ],
  middle: [
    ["Aureus", "Gold", 6.5, 20, 3000, 12000], ["Denarius", "Silver", 3.1, 19, 45, 300],
    ["Antoninianus", "Billon", 4.2, 22, 25, 220], ["Sestertius", "Bronze", 18, 30, 80, 900],
  ],
  late: [
    ["Solidus", "Gold", 4.45, 21, 650, 3800], ["Siliqua", "Silver", 2, 18, 90, 450],
    ["Follis", "Bronze", 8.5, 26, 25, 220], ["Centenionalis", "Bronze", 2.6, 18, 12, 90],
    ["Nummus", "Bronze", 1.9, 15, 8, 45], ["Tremissis", "Gold", 1.5, 14, 350, 1100],
  ],
}

export const ERA_OF_VOLUME: Record<string, keyof typeof ROMAN_PIECES> = {
  I: "early", II: "early", III: "early", IV: "middle", V: "middle", VI: "late", VII: "late", VIII: "late", IX: "late", X: "late",
}

export const ROMAN_MINTS: Record<keyof typeof ROMAN_PIECES, readonly string[]> = {
  early: ["Rome", "Rome", "Rome", "Lugdunum", "Antioch", "Alexandria", "Tarraco"],
  middle: ["Rome", "Rome", "Antioch", "Laodicea ad Mare", "Emesa", "Siscia", "Milan", "Ticinum", "Lugdunum", "Cyzicus"],
  late: ["Treveri", "Londinium", "Lugdunum", "Arelate", "Rome", "Aquileia", "Siscia", "Thessalonica", "Heraclea",
    "Constantinople", "Nicomedia", "Cyzicus", "Antioch", "Alexandria", "Ticinum"],
}

export const ROMAN_REVERSES: readonly string[] = [
  "Victoria", "Concordia", "Pax", "Fortuna", "Providentia", "Salus", "Mars Ultor", "Jupiter", "Roma Seated", "Felicitas",
  "Aequitas", "Annona", "Sol Invictus", "Virtus", "Pietas", "Spes", "Liberalitas", "Securitas", "Genius of the Roman People",
  "Emperor on Horseback", "Two Captives", "Legionary Eagle", "Temple", "Camp Gate", "Wolf and Twins", "Vota in Wreath",
  "Hilaritas", "Abundantia", "Moneta", "Laetitia", "Fides Militum", "Indulgentia",
]

export const REPUBLICAN_MONEYERS: readonly string[] = [
  "C. Vibius Pansa", "L. Calpurnius Piso Frugi", "M. Porcius Laeca", "Q. Titius", "L. Titurius Sabinus", "C. Mamilius Limetanus",
  "L. Thorius Balbus", "Cn. Plancius", "M. Aemilius Scaurus", "P. Crepusius", "C. Naevius Balbus", "Q. Pomponius Musa",
  "L. Scribonius Libo", "C. Hosidius Geta", "Mn. Acilius Glabrio", "T. Carisius",
]

export const REPUBLICAN_TYPES: readonly string[] = [
  "Dioscuri Riding", "Roma Helmeted", "Victory in Biga", "Diana in Biga", "Jupiter in Quadriga", "Hercules Strangling the Lion",
  "Ceres Seated", "Janus and Prow", "Bull Butting", "Apollo and Horseman", "Venus and Cupid", "Sabine Women",
]

export const REPUBLICAN_PIECES: readonly Piece[] = [
  ["Denarius", "Silver", 3.9, 19, 90, 1200], ["Quinarius", "Silver", 1.9, 15, 60, 400],
  ["Serrate Denarius", "Silver", 3.9, 19, 140, 900], ["As", "Bronze", 28, 32, 60, 700],
]

/** Greek city or kingdom, its period, and its coins with their types. */
export type GreekIssuer = readonly [authority: string, period: string, from: number, to: number, pieces: readonly Piece[], types: readonly string[]]

const TETRADRACHM: Piece = ["Tetradrachm", "Silver", 17, 26, 280, 4500]
const DRACHM: Piece = ["Drachm", "Silver", 4.2, 17, 60, 650]
const STATER: Piece = ["Stater", "Silver", 8.5, 21, 180, 2200]
const DIDRACHM: Piece = ["Didrachm", "Silver", 7.6, 20, 180, 1800]
const OBOL: Piece = ["Obol", "Silver", 0.7, 10, 35, 250]
const AE: Piece = ["Bronze", "Bronze", 6, 20, 15, 180]
const GOLD_STATER: Piece = ["Stater", "Gold", 8.6, 18, 2400, 9500]

export const GREEK_ISSUERS: readonly GreekIssuer[] = [
  ["Athens", "Greek Classical", 480, 300, [TETRADRACHM, DRACHM, OBOL], ["Owl of Athena", "Owl and Olive Sprig", "Athena Parthenos"]],
  ["Corinth", "Greek Classical", 400, 300, [STATER, DRACHM], ["Pegasos and Athena", "Pegasos Flying"]],
  ["Syracuse", "Greek Classical", 480, 212, [TETRADRACHM, DIDRACHM, AE], ["Arethusa and Quadriga", "Arethusa and Dolphins", "Athena and Pegasos"]],
  ["Tarentum", "Greek Classical", 380, 228, [DIDRACHM, OBOL], ["Taras on Dolphin", "Horseman Crowning Horse"]],
  ["Metapontum", "Greek Classical", 400, 300, [DIDRACHM, AE], ["Ear of Barley", "Demeter and Barley"]],
  ["Thasos", "Hellenistic", 148, 90, [TETRADRACHM, DRACHM], ["Dionysos and Herakles", "Satyr and Nymph"]],
  ["Rhodes", "Greek Classical", 400, 170, [TETRADRACHM, DRACHM, DIDRACHM], ["Helios and Rose", "Rose with Bud"]],
  ["Ephesos", "Hellenistic", 390, 200, [TETRADRACHM, DRACHM, AE], ["Bee and Stag", "Bee and Palm Tree"]],
  ["Aegina", "Greek Archaic", 550, 456, [STATER, DRACHM], ["Sea Turtle", "Land Tortoise"]],
  ["Kingdom of Macedon", "Hellenistic", 336, 168, [TETRADRACHM, DRACHM, GOLD_STATER, AE], ["Alexander the Great, Zeus Enthroned", "Philip II, Horseman", "Philip V, Club in Oak Wreath"]],
  ["Thrace", "Hellenistic", 305, 281, [TETRADRACHM, DRACHM, GOLD_STATER], ["Lysimachos, Athena Seated", "Lysimachos, Horned Alexander"]],
  ["Seleucid Empire", "Hellenistic", 312, 65, [TETRADRACHM, DRACHM, AE], ["Antiochos I, Apollo on Omphalos", "Demetrios I, Tyche Seated", "Antiochos VIII, Zeus Uranios"]],
  ["Ptolemaic Kingdom", "Hellenistic", 305, 30, [TETRADRACHM, AE, ["Diobol", "Bronze", 18, 30, 60, 350]], ["Ptolemy I, Eagle on Thunderbolt", "Ptolemy II, Zeus Ammon", "Cleopatra VII, Eagle"]],
  ["Pontus", "Hellenistic", 120, 63, [TETRADRACHM, AE], ["Mithradates VI, Pegasos Grazing", "Gorgoneion and Nike"]],
  ["Carthage", "Hellenistic", 350, 146, [["Shekel", "Silver", 7.3, 22, 300, 1600], AE, ["Stater", "Electrum", 7.5, 20, 1800, 6500]], ["Tanit and Horse", "Tanit and Palm Tree"]],
  ["Lydia", "Greek Archaic", 610, 546, [["Trite", "Electrum", 4.7, 13, 1200, 4200], ["Hekte", "Electrum", 2.3, 10, 650, 1900]], ["Lion Head", "Lion and Bull"]],
  ["Parthian Empire", "Hellenistic", 171, 38, [DRACHM, TETRADRACHM], ["Mithradates II, Archer Seated", "Orodes II, Archer", "Phraates IV, Archer"]],
  ["Judaea", "Hellenistic", 135, 37, [["Prutah", "Bronze", 1.5, 14, 20, 180]], ["Anchor and Star", "Double Cornucopiae"]],
]

export const BYZANTINE_EMPERORS: readonly Ruler[] = [
  ["Anastasius I", 491, 518, ""], ["Justin I", 518, 527, ""], ["Justinian I", 527, 565, ""], ["Justin II", 565, 578, ""],
  ["Tiberius II Constantine", 578, 582, ""], ["Maurice Tiberius", 582, 602, ""], ["Phocas", 602, 610, ""], ["Heraclius", 610, 641, ""],
  ["Constans II", 641, 668, ""], ["Constantine IV", 668, 685, ""], ["Justinian II", 685, 695, ""], ["Leo III", 717, 741, ""],
  ["Leo VI", 886, 912, ""], ["Romanus I", 920, 944, ""], ["Basil II", 976, 1025, ""], ["Michael IV", 1034, 1041, ""],
  ["Constantine IX", 1042, 1055, ""], ["Alexius I Komnenos", 1081, 1118, ""], ["John II Komnenos", 1118, 1143, ""],
  ["Manuel I Komnenos", 1143, 1180, ""], ["Andronicus II", 1282, 1328, ""],
]

export const BYZANTINE_PIECES: readonly Piece[] = [
  ["Solidus", "Gold", 4.45, 20, 450, 2600], ["Follis", "Bronze", 15, 32, 25, 350], ["Half Follis", "Bronze", 7, 24, 20, 140],
  ["Hexagram", "Silver", 6.6, 24, 90, 420], ["Miliaresion", "Silver", 2.9, 23, 120, 600], ["Histamenon", "Gold", 4.4, 25, 600, 2200],
  ["Hyperpyron", "Gold", 4.3, 30, 650, 2400], ["Tetarteron", "Bronze", 3.8, 20, 15, 90], ["Aspron Trachy", "Billon", 4.2, 29, 20, 120],
]

export const BYZANTINE_MINTS: readonly string[] = ["Constantinople", "Constantinople", "Thessalonica", "Antioch", "Carthage", "Ravenna", "Nicomedia", "Cyzicus", "Syracuse"]

export const BYZANTINE_TYPES: readonly string[] = [
  "Christ Pantokrator", "Cross Potent on Steps", "Large M", "Virgin Orans", "Facing Bust", "Christ Enthroned", "Angel with Cross", "Victory Standing",
]

export const CELTIC_TRIBES: readonly (readonly [tribe: string, region: string])[] = [
  ["Aedui", "Celtic Gaul"], ["Parisii", "Celtic Gaul"], ["Treveri", "Celtic Gaul"], ["Remi", "Celtic Gaul"], ["Osismii", "Celtic Gaul"],
  ["Bituriges Cubi", "Celtic Gaul"], ["Sequani", "Celtic Gaul"], ["Iceni", "Celtic Britain"], ["Corieltauvi", "Celtic Britain"],
  ["Catuvellauni", "Celtic Britain"], ["Durotriges", "Celtic Britain"], ["Boii", "Celtic Central Europe"],
]

export const CELTIC_PIECES: readonly Piece[] = [
  ["Stater", "Gold", 6.4, 19, 1400, 6800], ["Quarter Stater", "Gold", 1.5, 12, 450, 1600], ["Quinarius", "Silver", 1.9, 14, 90, 450],
  ["Unit", "Silver", 1.2, 13, 120, 650], ["Potin", "Potin", 4.5, 19, 40, 220], ["Stater", "Billon", 6, 20, 90, 600],
]

export const CELTIC_TYPES: readonly string[] = ["Horse and Wheel", "Boar", "Abstract Head", "Androcephalous Horse", "Wolf", "Eye and Crescents", "Bull"]
