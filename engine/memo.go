package engine

// memoStore holds the derived data that several tie-breaks of one
// computation share, each built the first time it is asked for: the sums
// of the element-based keys without cuts, the Fore Buchholz calc, the
// calcs of other editions, the rated games, PTP and the USCF Cumulative.
// A calc and its quiet copies share one memoStore; a calc of another
// edition (withEdition) has its own.
type memoStore struct {
	sums  map[sumsKey][]int64 // elementValues without cuts
	fore  map[int]*calc       // foreCalc, by the explanation setting
	under map[underKey]*calc  // under
	rated map[int]*ratedSet   // rated, by the rating of unrated players
	ptp   map[int]ptpValues   // ptpAll, by the rating of unrated players
	cum   []Score             // cumAll
}

// sumsKey is the variant of the uncut element sums.
type sumsKey struct {
	ed     Edition
	played bool
	sb     bool
	mult   *calc
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
