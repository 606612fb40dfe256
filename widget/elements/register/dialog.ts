// The chunk the loader fetches for this element in dialog mode (mode="dialog").
import { withDialog } from '../../dialog/FormDialog'
import { RegisterSection } from './RegisterSection'

export default withDialog('registration', RegisterSection)
