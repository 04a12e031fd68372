package engine

import "fmt"

// CompareElementSums computes, for every element-based descriptor of list
// (BH and SB with any cuts, /P and /V), every participant's sum both ways:
// by fastElementValues (elementValues, as Compute does) and element by
// element (buildElementValues, the reference); on the calc of the
// standings round under ed and on its Fore Buchholz calc. It returns how
// many values it compared and the first difference.
func CompareElementSums(ev *Event, ed Edition, sys System, n int, list []Descriptor) (compared int, err error) {
	c := newCalc(ev, ed, sys, n, false)
	for _, base := range []*calc{c, c.foreCalc()} {
		for _, d := range list {
			sb := d.Code == "SB"
			cc, o := base.elementCalc(d, sb)
			want := cc.buildElementValues(d, o)
			got := cc.elementValues(d, o)
			for i := range want {
				if got[i] != want[i] {
					return compared, fmt.Errorf("%s %s fore=%v player %d: fast %d, elements %d",
						ed, d.Key, base.fore, c.start[i], got[i], want[i])
				}
				compared++
			}
		}
	}
	return compared, nil
}
