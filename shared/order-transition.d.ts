export declare const PARCEL_MAX: { trackingNumber: number; carrier: number }
export declare function tooLong(name: string, max: number): string
export declare function blankIsAbsent(value?: string): string | undefined
export declare function parcelFitsStatus(status: string, trackingNumber?: string, carrier?: string): boolean
