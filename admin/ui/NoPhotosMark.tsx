import { ADMIN } from '../../content/admin'

/** A participant without media consent: whoever holds the camera sees it on the check-in list, on any button colour (white under it). */
export function NoPhotosMark() {
  return (
    <span className="ms-2 inline-block rounded-sm bg-white px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap text-danger ring-1 ring-danger/40">
      {ADMIN.roster.noPhotos}
    </span>
  )
}
