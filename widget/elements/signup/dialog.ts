// The chunk the loader fetches for this element in dialog mode (mode="dialog").
import { withDialog } from '../../dialog/FormDialog'
import { SignupSection } from './SignupSection'

export default withDialog('signup', SignupSection)
