package engine

// Explanation is the derivation of one value, as data (docs/tiebreaks.md
// §12.4): a header every tie-break shares — which value, under which
// article and edition, with which remarks — and the Detail of its kind,
// from which a user interface writes the arithmetic. The value itself is
// the Result's that carries the explanation.
type Explanation struct {
	Key     string  // the descriptor key, e.g. "BH/C1"
	Code    string  // the registry code of its column's descriptor, e.g. "BH"
	Article string  // the article of the regulation, e.g. "C.07 8.1"
	Edition Edition // the edition the value was computed under
	Notes   []Note
	// Detail is how the value follows from its numbers: one of
	// *SumDetail, *KoyaDetail, *MeanDetail, *PerformanceDetail,
	// *PerfectDetail and *GroupDetail; nil when the notes
	// alone explain the value (a position drawn by lot, an unrated
	// player's rating tie-break left out). User interfaces switch on its
	// type.
	Detail Detail
}

// Detail is the part of an explanation proper to its kind of tie-break:
// *SumDetail, *KoyaDetail, *MeanDetail, *PerformanceDetail,
// *PerfectDetail or *GroupDetail. The set is closed.
type Detail interface{ detail() }

// SumDetail explains a value that is the sum of the contributions of its
// elements left after the cuts (BH, SB, FB, PS, the counts, the rating
// sums ...), or, without elements, a total its notes explain (SSSC).
type SumDetail struct {
	Elements []Element
	Total    Value
	// Scores says what the elements' Score stands for; Colours asks for
	// the colour column (BPG, BWG).
	Scores  Scores
	Colours bool
}

// KoyaDetail explains KS (C.07 9.2, docs/tiebreaks.md §6.14): the sum of the points scored against the
// opponents whose final score reaches Limit.
type KoyaDetail struct {
	SumDetail
	Limit Value
}

// MeanDetail explains an average (ARO, AOB, APRO, APPO): the sum of the
// contributions of the Count elements counted, divided by Count and
// rounded (docs/tiebreaks.md §6.12, §6.16).
type MeanDetail struct {
	Elements []Element
	Sum      Value
	Count    int
	Scores   Scores // what the elements' Score stands for
}

// PerformanceDetail explains TPR (C.07 10.2, docs/tiebreaks.md §6.17): the average rating Mean of the
// Count opponents (their ratings add up to Sum) rounded half up, plus Dp,
// the rating difference of the percentage Percent the player scored.
type PerformanceDetail struct {
	Elements []Element // the opponents' ratings
	Sum      Value
	Count    int
	Mean     Value
	Percent  int
	Dp       int
}

// PerfectDetail explains PTP (C.07 10.3, docs/tiebreaks.md §6.18): the lowest rating at which the
// expected scores against the Count opponents (Element.Expected) add up to
// the player's score Target (they reach Reached) and one point below which
// they do not (Below). Target, Reached and Below are zero when the value
// is not defined.
type PerfectDetail struct {
	Elements               []Element // the opponents' ratings
	Count                  int
	Target, Reached, Below Value
}

// GroupDetail explains a group operation such as DE (docs/tiebreaks.md §6.15): the steps that
// ordered the tied group.
type GroupDetail struct {
	Steps []Step
}

func (*SumDetail) detail()         {}
func (*KoyaDetail) detail()        {}
func (*MeanDetail) detail()        {}
func (*PerformanceDetail) detail() {}
func (*PerfectDetail) detail()     {}
func (*GroupDetail) detail()       {}

// Elements returns the elements of the explanation's detail, one per
// round that enters the value; nil for a group operation or an
// explanation without a detail.
func (ex *Explanation) Elements() []Element {
	switch d := ex.Detail.(type) {
	case *SumDetail:
		return d.Elements
	case *KoyaDetail:
		return d.Elements
	case *MeanDetail:
		return d.Elements
	case *PerformanceDetail:
		return d.Elements
	case *PerfectDetail:
		return d.Elements
	}
	return nil
}

// Scores returns what the Score of the explanation's elements stands for:
// the opponents' ratings for a performance, the detail's Scores for a sum
// or an average.
func (ex *Explanation) Scores() Scores {
	switch d := ex.Detail.(type) {
	case *SumDetail:
		return d.Scores
	case *KoyaDetail:
		return d.Scores
	case *MeanDetail:
		return d.Scores
	case *PerformanceDetail, *PerfectDetail:
		return ScoresRating
	}
	return ScoresOpponent
}

// Steps returns the steps of a group operation's explanation; nil for
// the other kinds.
func (ex *Explanation) Steps() []Step {
	if g, ok := ex.Detail.(*GroupDetail); ok {
		return g.Steps
	}
	return nil
}
