import { coinRow, origin, type Draft } from "./row"

const bullion = coinRow("Bullion")

const UK = origin("United Kingdom")
const CANADA = origin("Canada")
const USA = origin("United States")
const AUSTRALIA = origin("Australia")

const ROYAL_MINT = "Royal Mint, Llantrisant"
const PERTH_MINT = "Perth Mint"

export const bullionCoins: Draft[] = [
  bullion(UK, ["Britannia 1 oz Silver 2021", "Silver", 34.9, "BU", "2 Pounds", "2021", ROYAL_MINT, 31.21, 38.61, "S. BAC1"],
    "Fine silver Britannia with the new security features of 2021: latent padlock and trident image. Brilliant uncirculated from the tube.",
    { stock: 20 }),
  bullion(UK, ["Britannia 1/4 oz Gold 2023 King Charles III", "Gold", 640, "BU", "25 Pounds", "2023", ROYAL_MINT, 7.8, 22, "S. SBC2"],
    "First Britannia quarter ounce with the crowned effigy of King Charles III by Martin Jennings. 999.9 gold.",
    { isNew: true, stock: 3 }),
  bullion(UK, ["Sovereign 2024 King Charles III", "Gold", 615, "BU", "Sovereign", "2024", ROYAL_MINT, 7.98, 22.05, "S. SC6"],
    "Bullion sovereign in 22 carat gold with Pistrucci's St George. Exempt from UK capital gains tax.",
    { stock: 6 }),
  bullion(origin("South Africa"), ["Krugerrand 1 oz Gold 2023", "Gold", 2395, "BU", "1 oz", "2023", "South African Mint, Pretoria", 33.93, 32.77, "KM# 73"],
    "The original gold bullion coin since 1967, Paul Kruger and the springbok. Hard-wearing 22 carat alloy, one troy ounce of fine gold.",
    { stock: 3 }),
  bullion(CANADA, ["Canadian Maple Leaf 1 oz Gold 2024", "Gold", 2420, "BU", "50 Dollars", "2024", "Royal Canadian Mint, Ottawa", 31.11, 30, "KM# 1599"],
    "Four nines fine gold with radial lines and the micro-engraved maple leaf security mark. In the original mint capsule.",
    { stock: 4 }),
  bullion(CANADA, ["Canadian Maple Leaf 1 oz Silver 2024", "Silver", 36.5, "BU", "5 Dollars", "2024", "Royal Canadian Mint, Ottawa", 31.11, 38, "KM# 1600"],
    "Silver maple leaf in 999.9 fine silver with MintShield surface protection against milk spots. Sold individually from sealed tubes.",
    { stock: 20 }),
  bullion(origin("Austria"), ["Vienna Philharmonic 1 oz Gold 2022", "Gold", 2410, "BU", "100 Euro", "2022", "Austrian Mint, Vienna", 31.1, 37, "KM# 3162"],
    "Europe's favourite gold bullion coin with the great organ of the Musikverein and the orchestra's instruments. Pure 999.9 gold.",
    { featured: true, stock: 2 }),
  bullion(USA, ["American Silver Eagle 1 oz 2023", "Silver", 42, "BU", "1 Dollar", "2023", "West Point", 31.1, 40.6, "KM# 273"],
    "Weinman's Walking Liberty with Emily Damstra's landing eagle, the type 2 reverse. Fresh from the monster box.",
    { stock: 15 }),
  bullion(USA, ["American Gold Buffalo 1 oz 2020", "Gold", 2650, "MS-70", "50 Dollars", "2020", "West Point", 31.1, 32.7, "KM# 393"],
    "Fraser's Buffalo nickel design on a one ounce 24 carat gold coin. Perfect MS-70 grade by PCGS, First Strike label.",
    { featured: true, slab: ["PCGS", "46620931"] }),
  bullion(AUSTRALIA, ["Australian Kangaroo 1 oz Gold 2024", "Gold", 2395, "BU", "100 Dollars", "2024", PERTH_MINT, 31.11, 32.6, "KM# 4289"],
    "Bounding red kangaroo in the outback sun, 999.9 fine gold from the Perth Mint. Brilliant uncirculated in capsule.",
    { stock: 2 }),
  bullion(AUSTRALIA, ["Australian Kookaburra 1 oz Silver 2022", "Silver", 39.5, "BU", "1 Dollar", "2022", PERTH_MINT, 31.11, 40.6, "KM# 3045"],
    "Annual kookaburra design in 999 silver, a collector favourite since 1990. Limited to the year's mintage.",
    { stock: 10 }),
  bullion(AUSTRALIA, ["Lunar Series III Year of the Dragon 1 oz Silver 2024", "Silver", 45, "BU", "1 Dollar", "2024", PERTH_MINT, 31.11, 40.6, "KM# 4312"],
    "The Perth Mint lunar dragon coiled among clouds and pearls. In its original capsule.",
    { isNew: true, stock: 12 }),
  bullion(origin("China"), ["China Panda 30 g Silver 2023", "Silver", 38, "BU", "10 Yuan", "2023", "Shenzhen Guobao Mint", 30, 40, "KM# 1640"],
    "Annual panda design with the Hall of Prayer for Good Harvests. Sealed in mint plastic.",
    { stock: 8 }),
  bullion(origin("Mexico"), ["Mexico Libertad 1 oz Silver 2023", "Silver", 58, "BU", "1 Onza", "2023", "Casa de Moneda de México, Mexico City", 31.1, 40, "KM# 609"],
    "The winged Victoria before the volcanoes Popocatépetl and Iztaccíhuatl, low mintage this year. Brilliant uncirculated.",
    { stock: 5 }),
  bullion(origin("Isle of Man"), ["Isle of Man Platinum Noble 1 oz 1984", "Platinum", 1150, "BU", "1 Noble", "1984", "Pobjoy Mint", 31.1, 32.7, "KM# 127"],
    "The first modern platinum bullion coin, a Viking longship under sail. Early date in 999.5 platinum."),
]
