/**
 * Reads a CSV file the way a spreadsheet opening it would: which cells become numbers, dates,
 * booleans or formulas, and which stay text. Two readers:
 *
 * - LibreOffice itself (`soffice --headless --convert-to fods`, Debian's libreoffice-calc-nogui),
 *   when it is installed: the real type detection of a spreadsheet, UTF-8, comma, quotes;
 * - the rules every spreadsheet applies when it opens a CSV (Excel, LibreOffice Calc, Google
 *   Sheets: quotes do not make a cell text; a cell that reads as a number, in any notation, a
 *   date, a time, a boolean or a percentage becomes one; `=` (and in Excel `+ - @`) starts a
 *   formula), used everywhere.
 *
 * A cell is 'text' only when both agree it is.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

export type CellType = 'text' | 'number' | 'date' | 'boolean' | 'formula' | 'empty'

const NUMBER = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:[eE][+-]?\d+)?%?$/
const GROUPED_NUMBER = /^[+-]?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/
const CURRENCY = /^[+-]?\$\s?\d/
const NEGATIVE_IN_PARENTHESES = /^\(\s?\$?\d+(?:[.,]\d+)?\s?\)$/
const FRACTION = /^\d+\s+\d+\/\d+$|^\d+\/\d+$/
const DATE = /^\d{1,4}[-/.]\d{1,2}(?:[-/.]\d{1,4})?(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?$/
const MONTH_DATE = /^(?:\d{1,2}[- ])?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?(?:[- ]\d{1,4})?(?:,? \d{2,4})?$/i
const TIME = /^\d{1,2}:\d{2}(?::\d{2})?(?:\s?[ap]m)?$/i

/** What a spreadsheet makes of one CSV field's text when it opens the file. */
export function spreadsheetCellType(text: string): CellType {
  const value = text.trim()
  if (value === '') return 'empty'
  if (/^[=+\-@]/.test(value) && !NUMBER.test(value)) return 'formula'
  if (/^(true|false)$/i.test(value)) return 'boolean'
  if (NUMBER.test(value) || GROUPED_NUMBER.test(value) || CURRENCY.test(value) || NEGATIVE_IN_PARENTHESES.test(value) || FRACTION.test(value)) return 'number'
  if (DATE.test(value) || MONTH_DATE.test(value) || TIME.test(value)) return 'date'
  return 'text'
}

/** RFC 4180: quoted fields may hold commas, quotes (doubled) and line breaks; a leading BOM is dropped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  const body = text.replace(/^\uFEFF/, '')
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i]
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        field += '"'
        i += 1
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(field)
      field = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[i + 1] === '\n') i += 1
      row.push(field)
      rows.push(row)
      row = []
      field = ''
    } else field += char
  }
  if (field || row.length > 0) {
    row.push(field)
    rows.push(row)
  }
  return rows
}

export type SheetCell = { type: CellType; text: string }

/** The CSV as LibreOffice Calc opens it (UTF-8, comma, double quotes), or null when LibreOffice is not installed. */
export async function readWithLibreOffice(csv: string): Promise<SheetCell[][] | null> {
  const soffice = findOnPath('soffice')
  if (!soffice) return null
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csv-sheet-'))
  try {
    const file = path.join(dir, 'orders.csv')
    fs.writeFileSync(file, csv)
    await promisify(execFile)(
      soffice,
      [`-env:UserInstallation=file://${path.join(dir, 'profile')}`, '--headless', '--infilter=CSV:44,34,76,1', '--convert-to', 'fods', '--outdir', dir, file],
      { timeout: 90_000 },
    )
    return parseFlatOds(fs.readFileSync(path.join(dir, 'orders.fods'), 'utf8'))
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

function findOnPath(name: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, name)
    if (dir && fs.existsSync(candidate)) return candidate
  }
  return null
}

/** The cells of the first table of a flat OpenDocument spreadsheet, with the type Calc gave each. */
function parseFlatOds(xml: string): SheetCell[][] {
  const table = /<table:table [^>]*>([\s\S]*?)<\/table:table>/.exec(xml)?.[1] ?? ''
  const rows: SheetCell[][] = []
  for (const [, rowXml] of table.matchAll(/<table:table-row[^>]*>([\s\S]*?)<\/table:table-row>/g)) {
    const cells: SheetCell[] = []
    for (const match of rowXml.matchAll(/<table:table-cell([^>]*?)(?:\/>|>([\s\S]*?)<\/table:table-cell>)/g)) {
      const attributes = match[1]
      const repeated = Number(/table:number-columns-repeated="(\d+)"/.exec(attributes)?.[1] ?? 1)
      const valueType = /office:value-type="([a-z]+)"/.exec(attributes)?.[1]
      const text = [...(match[2] ?? '').matchAll(/<text:p>([\s\S]*?)<\/text:p>/g)].map((p) => unescapeXml(p[1].replace(/<[^>]+>/g, ''))).join('\n')
      const type: CellType = !valueType ? 'empty' : valueType === 'string' ? 'text' : valueType === 'float' || valueType === 'percentage' || valueType === 'currency' ? 'number' : valueType === 'boolean' ? 'boolean' : 'date'
      for (let i = 0; i < Math.min(repeated, 100); i += 1) cells.push({ type, text })
    }
    while (cells.length > 0 && cells[cells.length - 1].type === 'empty') cells.pop()
    if (cells.length > 0) rows.push(cells)
  }
  return rows
}

function unescapeXml(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&')
}
