import { splitLines, splitParagraphs } from './splitText'

describe('site text splitting', () => {
  it('splits a hero title on line breaks', () => {
    expect(splitLines('Wear Your Support.\nMake a Difference.')).toEqual(['Wear Your Support.', 'Make a Difference.'])
    expect(splitLines('One line')).toEqual(['One line'])
    expect(splitLines('A\r\n\r\nB')).toEqual(['A', 'B'])
  })

  it('splits impact text on blank lines only', () => {
    expect(splitParagraphs('First para\nstill first\n\nSecond')).toEqual(['First para\nstill first', 'Second'])
    expect(splitParagraphs('A\r\n  \r\nB\n\n\n\nC')).toEqual(['A', 'B', 'C'])
    expect(splitParagraphs('')).toEqual([])
  })
})
