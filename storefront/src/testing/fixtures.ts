import type { SavedAddress } from "@contract/address-book"
import type { Category } from "@contract/catalogue"
import type { Product, ProductDetail } from "@contract/product"

export function makeProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? "prod_1"
  return {
    id,
    handle: `piece-${id}`,
    name: "Augustus Denarius",
    description: "Silver denarius of Augustus, Lugdunum mint.",
    finalPrice: "149.00",
    frontImageUrl: "/static/denarius-front.svg",
    backImageUrl: "/static/denarius-back.svg",
    isNew: false,
    isFeatured: false,
    material: "Silver",
    quality: "VF",
    category: "Ancient Coins",
    country: "Roman Empire",
    period: "27 BC - AD 14",
    stock: 1,
    ...overrides,
  }
}

export function makeProductDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...makeProduct(overrides),
    denomination: "Denarius",
    year: "2 BC - AD 4",
    mint: "Lugdunum",
    weightGrams: 3.86,
    diameterMm: 19.5,
    catalogueRef: "RIC I 207",
    gradingService: "NGC",
    certificateNumber: "4567891-002",
    ...overrides,
  }
}

export const CATEGORIES: Category[] = [
  { id: "c1", name: "Ancient Coins", handle: "ancient-coins", itemCount: 16790 },
  { id: "c2", name: "Modern Coins", handle: "modern-coins", itemCount: 25001 },
  { id: "c3", name: "Banknotes", handle: "banknotes", itemCount: 1 },
  { id: "c4", name: "Medals & Tokens", handle: "medals", itemCount: 38654 },
  { id: "c5", name: "Curiosities", handle: "curiosities", itemCount: 12 },
  { id: "c6", name: "Bullion", handle: "bullion", itemCount: 3 },
]

export const STAFF = { firstName: "Sam", lastName: "Staff", email: "staff@example.com", isAdmin: true }
export const CUSTOMER = { firstName: "Claire", lastName: "Dubois", email: "claire@example.com", isAdmin: false }

export const COUNTRIES = [
  { code: "de", name: "Germany" },
  { code: "lu", name: "Luxembourg" },
]

export function makeSavedAddress(overrides: Partial<SavedAddress> = {}): SavedAddress {
  return {
    id: "cuaddr_1",
    address1: "Unter den Linden 1",
    address2: null,
    postalCode: "10117",
    city: "Berlin",
    countryCode: "de",
    phone: null,
    isDefault: false,
    ...overrides,
  }
}
