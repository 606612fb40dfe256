import { describe, expect, it } from 'vitest'
import { labelledIndices } from './chart-labels'

describe('labelledIndices', () => {
  it('labels today and each week before it, never a column at the left edge', () => {
    expect(labelledIndices(30, 7)).toEqual([8, 15, 22, 29])
    expect(labelledIndices(31, 7)).toEqual([2, 9, 16, 23, 30])
  })

  it('labels the one column of a one-day chart and nothing of an empty one', () => {
    expect(labelledIndices(1, 7)).toEqual([0])
    expect(labelledIndices(0, 7)).toEqual([])
  })
})
