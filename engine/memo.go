package engine

// memoStore holds the derived data that several tie-breaks of one
// computation share, each built the first time it is asked for: the Fore
// Buchholz calc, the
// calcs of other editions, the rated games, PTP and the USCF Cumulative.
// A calc and its quiet copies share one memoStore; a calc of another
// edition (withEdition) has its own.
type memoStore struct {
	fore  map[int]*calc      // foreCalc, by the explanation setting
	under map[underKey]*calc // under
	rated map[int]*ratedSet  // rated, by the rating of unrated players
	ptp   map[int]ptpValues  // ptpAll, by the rating of unrated players
	cum   []Score            // cumAll
}

// sumsKey is the variant of the uncut element sums: elemOpts, with the
// data of mult for mult.
type sumsKey struct {
	ed     Edition
	played bool
	sb     bool
	mult   *dataMemo
}

// underKey is a calc of another edition, by the explanation setting.
type underKey struct {
	ed      Edition
	explain int
}

// ptpValues is PTP of every participant, and whether it is defined.
type ptpValues struct {
	val []int64
	def []bool
}

func newMemo() *memoStore { return &memoStore{} }

// memoized returns the value of m under k, building it with build and
// storing it the first time.
func memoized[K comparable, V any](m *map[K]V, k K, build func() V) V {
	if v, ok := (*m)[k]; ok {
		return v
	}
	if *m == nil {
		*m = map[K]V{}
	}
	v := build()
	(*m)[k] = v
	return v
}

// dataMemo holds what is derived from a calc's data alone, whatever the
// settings: the sums of the element-based keys without cuts, the rated
// games (by the rules' counting of unplayed rounds and the rating of
// unrated players), the data of the Fore Buchholz
// transformation and those of the other team score, the partition by the
// points. Every calc over the
// same data shares it (calcData.derived): a calc of another edition (/V),
// and every computation of a Prepared event, build each once. The data
// are never modified once made but by calc.replay, which gives them a
// fresh dataMemo.
type dataMemo struct {
	sums  map[sumsKey][]int64 // elementValues without cuts
	rated map[ratedKey]*ratedSet
	fore  *calcData // foreData
	other *calcData // the other team score's (teamScore)
	// points is the partition by the points, never refined itself (byPoints).
	points *partition
}

// ratedKey is what a ratedSet depends on besides the data: whether the
// edition counts an unplayed round as a draw against the player's own
// rating, and the rating given to unrated participants (0 for none).
type ratedKey struct {
	ownRating bool
	unrated   int
}

// shared returns c's dataMemo; a calc made without one (a test's) gets
// its own.
func (c *calc) shared() *dataMemo {
	if c.derived == nil {
		c.derived = &dataMemo{}
	}
	return c.derived
}
