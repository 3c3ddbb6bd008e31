/// One state of one component in one theme: the key that findings, appearances and
/// distinguishability entries are grouped by (the CVD review here, the report writers).
package struct StateKey: Hashable, Sendable {
  package var component: String
  package var theme: String?
  package var state: StateName

  package init(component: String, theme: String?, state: StateName) {
    self.component = component
    self.theme = theme
    self.state = state
  }
}
