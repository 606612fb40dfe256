// The chunk the loader fetches for this element in dialog mode (mode="dialog").
import { withDialog } from '../../dialog/FormDialog'
import { ContactSection } from './ContactSection'

export default withDialog('contact', ContactSection)
