package app

// The panels are functions of the View and the State (view.go): the page
// gives each its data in exported fields and its callbacks in unexported
// ones. go-app draws a component again only when one of its exported
// fields changed (it compares them), and a function is never equal to
// another, so an exported callback would draw every panel again on every
// update of the page: a sort click would draw the compare view's
// thousand rows again. Unexported fields keep the values the component
// was mounted with; the page's callbacks are methods of the same page, so
// those stay right.
