export const site = {
  name: "Numismatic Shop",
} as const
