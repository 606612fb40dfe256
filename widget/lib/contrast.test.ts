import { describe, expect, it } from 'vitest'
import { contrastRatio, hexToRgb } from './contrast'

describe('hexToRgb', () => {
  it('reads #rrggbb and the short #rgb', () => {
    expect(hexToRgb('#1e40af')).toEqual([30, 64, 175])
    expect(hexToRgb('#fa0')).toEqual([255, 170, 0])
  })
})

describe('contrastRatio', () => {
  it('is WCAG’s ratio, whichever colour comes first', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBe(21)
    expect(contrastRatio([255, 255, 255], [255, 255, 255])).toBe(1)
    expect(contrastRatio([255, 255, 255], [118, 118, 118])).toBeCloseTo(4.54, 2)
    expect(contrastRatio([118, 118, 118], [255, 255, 255])).toBeCloseTo(4.54, 2)
  })

  it('reads the darkest channels on the linear part of the sRGB curve', () => {
    expect(contrastRatio([10, 10, 10], [0, 0, 0])).toBeCloseTo(1.0607, 4)
  })

  it('puts #777 on white just under the 4.5:1 of AA, and #767676 just over', () => {
    expect(contrastRatio(hexToRgb('#777'), hexToRgb('#fff'))).toBeLessThan(4.5)
    expect(contrastRatio(hexToRgb('#767676'), hexToRgb('#ffffff'))).toBeGreaterThanOrEqual(4.5)
  })
})
