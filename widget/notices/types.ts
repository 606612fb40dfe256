/** One notice: a title and a description, polite for a success, assertive for a failure. */
export interface Notice {
  id: number
  title: string
  description: string
  variant: 'success' | 'destructive'
}
