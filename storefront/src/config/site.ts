export const site = {
  name: "Numismatic Shop",
  tagline: "Professional Numismatics",
  headline: "Release Your Collector's Instinct",
  subline: "From Antiquity to the present day - Discover exceptional numismatic treasures",
  openingHours: "Mon-Fri 9AM-6PM EST",
} as const
