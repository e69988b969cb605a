/**
 * The shop's calendar: dates on /admin/orders (filters, the summary's month and year, the CSV) are
 * days in the US Virgin Islands, wherever the server or the volunteer's laptop is.
 */
export const SHOP_TIME_ZONE = 'America/St_Thomas'

type DayParts = { year: number; month: number; day: number }

/**
 * One formatter per time zone, made once: making an `Intl.DateTimeFormat` costs far more than
 * using it (about 0.5 ms against a few µs here), and the CSV asks for a day per order (issue 30's
 * scale bench: 30,000 orders spent most of their export making formatters).
 */
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

function partsIn(timeZone: string, instant: Date): DayParts & { hour: number; minute: number; second: number } {
  const parts = Object.fromEntries(formatterFor(timeZone).formatToParts(instant).map((part) => [part.type, Number(part.value)])) as Record<string, number>
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute, second: parts.second }
}

/** The instant a day begins in the time zone. */
export function startOfDay({ year, month, day }: DayParts, timeZone = SHOP_TIME_ZONE): Date {
  const guess = Date.UTC(year, month - 1, day)
  const seen = partsIn(timeZone, new Date(guess))
  const offset = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute, seen.second) - guess
  return new Date(guess - offset)
}

/** "2026-11-23" → its parts, or null when it is not a real calendar day. */
export function parseDay(text: string): DayParts | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const check = new Date(Date.UTC(year, month - 1, day))
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null
  return { year, month, day }
}

export function nextDay({ year, month, day }: DayParts): DayParts {
  const next = new Date(Date.UTC(year, month - 1, day + 1))
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() }
}

/** The day (and time) of an instant in the time zone: "2026-11-23", "14:05". */
export function shopDay(instant: Date, timeZone = SHOP_TIME_ZONE): { date: string; time: string; parts: DayParts } {
  const p = partsIn(timeZone, instant)
  const pad = (n: number) => String(n).padStart(2, '0')
  return { date: `${p.year}-${pad(p.month)}-${pad(p.day)}`, time: `${pad(p.hour)}:${pad(p.minute)}`, parts: { year: p.year, month: p.month, day: p.day } }
}
