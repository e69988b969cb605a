import { csvCell, csvFile } from './csvCell'

describe('CSV cells', () => {
  it('quotes every field and doubles quotes inside', () => {
    expect(csvCell('Ana "Bee" Lee, Jr.')).toBe('"Ana ""Bee"" Lee, Jr."')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell(3)).toBe('"3"')
    expect(csvCell(null)).toBe('""')
  })

  it('keeps a would-be formula as text', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe('"\'=HYPERLINK(""http://evil.example"",""click"")"')
    for (const start of ['+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1+1`)).toBe(`"'${start}1+1"`)
    expect(csvCell('25.00')).toBe('"25.00"')
  })

  it('writes a BOM, a header and CRLF rows', () => {
    expect(csvFile(['A', 'B'], [['1', 'x']])).toBe('\uFEFF"A","B"\r\n"1","x"\r\n')
  })
})
