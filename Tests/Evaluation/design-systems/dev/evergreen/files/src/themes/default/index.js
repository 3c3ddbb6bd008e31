import components from './components'
import tokens from './tokens'

export default {
  ...tokens,

  // Component-specific theming
  components
}
