package engine

import (
	"errors"
	"math"
	"math/big"
	"math/bits"
	"strconv"
	"strings"

	"github.com/shopspring/decimal"
)

// Value is an exact rational number: a tie-break value, a score or a
// contribution. The zero Value is 0. Values are compared and summed exactly;
// they are rounded only where a regulation says so, and formatted only at the
// boundary (String, Decimal).
type Value struct {
	num, den int64 // den > 0 once normalised; den == 0 means den == 1
}

// NewValue returns num/den. It panics if den is 0 (a programming error, never
// reachable from input).
func NewValue(num, den int64) Value {
	if den == 0 {
		panic("engine: zero denominator")
	}
	if den < 0 {
		num, den = -num, -den
	}
	if den == 10 || den == 10000 { // tenths (scores) and ten-thousandths (elements)
		return newDecimal(num, den)
	}
	g := gcd(abs64(num), den)
	if g > 1 {
		num, den = num/g, den/g
	}
	return Value{num, den}
}

// newDecimal is NewValue for den = 10^k: the common factors are powers of
// 2 and 5, removed by a shift and divisions by the constant 5.
func newDecimal(num, den int64) Value {
	if num == 0 {
		return Value{0, 1}
	}
	u := uint64(abs64(num))
	t := min(bits.TrailingZeros64(u), bits.TrailingZeros64(uint64(den)))
	u, den = u>>t, den>>t
	for den%5 == 0 && u%5 == 0 {
		u, den = u/5, den/5
	}
	if num < 0 {
		return Value{-int64(u), den}
	}
	return Value{int64(u), den}
}

// IntValue returns n as a Value.
func IntValue(n int64) Value { return Value{n, 1} }

// gcd returns the greatest common divisor of a, b ≥ 0 (binary algorithm:
// shifts and subtractions, no division; gcd(0, b) = b).
func gcd(a, b int64) int64 {
	if a == 0 {
		return b
	}
	if b == 0 {
		return a
	}
	x, y := uint64(a), uint64(b)
	shift := bits.TrailingZeros64(x | y)
	x >>= bits.TrailingZeros64(x)
	for y != 0 {
		y >>= bits.TrailingZeros64(y)
		if x > y {
			x, y = y, x
		}
		y -= x
	}
	return int64(x << shift)
}

func abs64(a int64) int64 {
	if a < 0 {
		return -a
	}
	return a
}

// Num and Den return the normalised numerator and denominator.
func (v Value) Num() int64 { return v.num }

// Den returns the normalised denominator (≥ 1).
func (v Value) Den() int64 {
	if v.den == 0 {
		return 1
	}
	return v.den
}

// ErrOverflow is the panic of the arithmetic of Values when a numerator
// or denominator would leave 64 bits: never a wrong number. Compute and
// Hort recover it and return it as their error.
var ErrOverflow = errors.New("a value is too large to be computed exactly")

// add64 returns a + b, or panics with ErrOverflow.
func add64(a, b int64) int64 {
	s := a + b
	if (s^a)&(s^b) < 0 {
		panic(ErrOverflow)
	}
	return s
}

// mul64 returns a × b, or panics with ErrOverflow.
func mul64(a, b int64) int64 {
	hi, lo := bits.Mul64(uint64(abs64(a)), uint64(abs64(b)))
	if hi != 0 || lo > math.MaxInt64 || a == math.MinInt64 || b == math.MinInt64 {
		panic(ErrOverflow)
	}
	if (a < 0) != (b < 0) {
		return -int64(lo)
	}
	return int64(lo)
}

// Add returns v + w.
func (v Value) Add(w Value) Value {
	a, b := v.Den(), w.Den()
	if a == b {
		return NewValue(add64(v.num, w.num), a)
	}
	return NewValue(add64(mul64(v.num, b), mul64(w.num, a)), mul64(a, b))
}

// Sub returns v − w.
func (v Value) Sub(w Value) Value {
	if w.num == math.MinInt64 {
		panic(ErrOverflow)
	}
	return v.Add(Value{-w.num, w.Den()})
}

// Mul returns v × w.
func (v Value) Mul(w Value) Value { return NewValue(mul64(v.num, w.num), mul64(v.Den(), w.Den())) }

// Div returns v / w; w must not be 0.
func (v Value) Div(w Value) Value { return NewValue(mul64(v.num, w.Den()), mul64(v.Den(), w.num)) }

// Cmp compares v and w: −1, 0 or +1.
func (v Value) Cmp(w Value) int {
	a, b := v.Den(), w.Den()
	if a == b {
		return cmp64(v.num, w.num)
	}
	const lim = 1 << 31
	if v.num > -lim && v.num < lim && w.num > -lim && w.num < lim && a < lim && b < lim {
		return cmp64(v.num*b, w.num*a)
	}
	l, r := big.NewInt(v.num), big.NewInt(w.num)
	if v.Den() != w.Den() {
		l.Mul(l, big.NewInt(w.Den()))
		r.Mul(r, big.NewInt(v.Den()))
	}
	return l.Cmp(r)
}

func cmp64(x, y int64) int {
	switch {
	case x < y:
		return -1
	case x > y:
		return 1
	}
	return 0
}

// Sign returns −1, 0 or +1.
func (v Value) Sign() int {
	switch {
	case v.num < 0:
		return -1
	case v.num > 0:
		return 1
	}
	return 0
}

// IsInt reports whether v is a whole number.
func (v Value) IsInt() bool { return v.Den() == 1 }

// RoundHalfUp rounds v to a whole number, a value exactly halfway going
// towards +∞.
func (v Value) RoundHalfUp() int64 { return roundHalfUpDiv(v.num, v.Den()) }

// roundHalfUpDiv returns num/den (den > 0) rounded to a whole number, a
// value exactly halfway going towards +∞: floor((2·num + den) / (2·den)).
// The fraction need not be in lowest terms.
func roundHalfUpDiv(num, den int64) int64 {
	n := 2*num + den
	q := n / (2 * den)
	if n%(2*den) != 0 && n < 0 {
		q--
	}
	return q
}

// RoundTo rounds v half up to the given number of decimals.
func (v Value) RoundTo(decimals int) Value {
	p := int64(1)
	for i := 0; i < decimals; i++ {
		p *= 10
	}
	return NewValue(v.Mul(IntValue(p)).RoundHalfUp(), p)
}

// Decimal returns v as a decimal when its expansion terminates, otherwise v
// rounded half up to 4 decimals; exact reports which.
func (v Value) Decimal() (d decimal.Decimal, exact bool) {
	den := v.Den()
	k, rest := 0, den
	for rest%10 == 0 {
		rest /= 10
		k++
	}
	for rest%2 == 0 || rest%5 == 0 {
		if rest%2 == 0 {
			rest /= 2
		} else {
			rest /= 5
		}
		k++
	}
	if rest == 1 {
		scaled := decimal.NewFromInt(v.num).Mul(decimal.New(1, int32(k))).Div(decimal.NewFromInt(den)).Truncate(0)
		return decimal.NewFromBigInt(scaled.BigInt(), -int32(k)), true
	}
	r := v.RoundTo(4)
	return decimal.NewFromInt(r.num).Div(decimal.NewFromInt(r.Den())).Round(4), false
}

// Format returns v with at least minDecimals decimals, more when the exact
// value needs them (4 at most for a value that does not terminate).
func (v Value) Format(minDecimals int) string {
	if s, ok := v.formatFast(minDecimals); ok {
		return s
	}
	d, _ := v.Decimal()
	s := d.String()
	dec := 0
	if i := strings.IndexByte(s, '.'); i >= 0 {
		dec = len(s) - i - 1
	}
	if dec >= minDecimals {
		return s
	}
	return d.StringFixed(int32(minDecimals))
}

// formatFast formats terminating values whose scaled numerator fits in an
// int64 without big-number arithmetic (the usual case).
func (v Value) formatFast(minDecimals int) (string, bool) {
	var buf [32]byte
	b, ok := v.appendFast(buf[:0], minDecimals)
	return string(b), ok
}

// AppendFormat appends v formatted as Format does to dst.
func (v Value) AppendFormat(dst []byte, minDecimals int) []byte {
	if b, ok := v.appendFast(dst, minDecimals); ok {
		return b
	}
	return append(dst, v.Format(minDecimals)...)
}

// appendFast appends v with max(k, minDecimals) decimals, k the least
// number with den | 10^k, when v terminates (den = 2^a·5^b, k = max(a, b))
// and the scaled numerator fits comfortably in an int64; ok is false
// otherwise. The factorisation replaces divisions by den with shifts and
// table lookups.
func (v Value) appendFast(dst []byte, minDecimals int) ([]byte, bool) {
	den, num := v.Den(), v.num
	if minDecimals < 0 || minDecimals >= len(pow10) {
		return dst, false
	}
	if den == 1 && num <= fastLimit[minDecimals] && num >= -fastLimit[minDecimals] { // a whole number
		dst = strconv.AppendInt(dst, num, 10)
		if minDecimals > 0 {
			dst = append(dst, '.')
			for j := 0; j < minDecimals; j++ {
				dst = append(dst, '0')
			}
		}
		return dst, true
	}
	a := bits.TrailingZeros64(uint64(den))
	b, rest := 0, den>>a
	for rest%5 == 0 {
		rest /= 5
		b++
	}
	k := max(a, b)
	if rest != 1 || k > 15 {
		return dst, false
	}
	// num/den = num·2^(k−a)·5^(k−b) / 10^k
	m := int64(1) << (k - a) * pow5[k-b]
	kk := max(k, minDecimals)
	if num > fastLimit[kk] || num < -fastLimit[kk] {
		return dst, false
	}
	scaled := num * m * pow10[kk-k]
	if scaled < 0 {
		dst = append(dst, '-')
		scaled = -scaled
	}
	whole, frac := splitPow10(scaled, kk)
	dst = strconv.AppendInt(dst, whole, 10)
	if kk == 0 {
		return dst, true
	}
	dst = append(dst, '.')
	n := len(dst)
	for j := 0; j < kk; j++ {
		dst = append(dst, '0')
	}
	for j := len(dst) - 1; j >= n; j-- {
		dst[j] = byte('0' + frac%10)
		frac /= 10
	}
	return dst, true
}

// splitPow10 returns x / 10^k and x % 10^k for x ≥ 0, dividing by
// constants (a multiplication) for the usual one to four decimals.
func splitPow10(x int64, k int) (int64, int64) {
	switch k {
	case 0:
		return x, 0
	case 1:
		return x / 10, x % 10
	case 2:
		return x / 100, x % 100
	case 3:
		return x / 1000, x % 1000
	case 4:
		return x / 10000, x % 10000
	}
	return x / pow10[k], x % pow10[k]
}

// pow10 and pow5 are the powers 10^0 … 10^15 and 5^0 … 5^15; fastLimit[k]
// is 2^62 / 10^k, the largest numerator appendFast scales to k decimals.
var (
	pow10     = [...]int64{1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15}
	fastLimit [len(pow10)]int64
	pow5      = [...]int64{1, 5, 25, 125, 625, 3125, 15625, 78125, 390625, 1953125, 9765625, 48828125, 244140625,
		1220703125, 6103515625, 30517578125}
)

func init() {
	for k, p := range pow10 {
		fastLimit[k] = (1 << 62) / p
	}
}

// String returns v with its natural number of decimals.
func (v Value) String() string { return v.Format(0) }

// ParseValue reads a decimal string such as "12.5", "-3" or "0.375".
func ParseValue(s string) (Value, bool) {
	d, err := decimal.NewFromString(strings.TrimSpace(s))
	if err != nil {
		return Value{}, false
	}
	exp := d.Exponent()
	if exp >= 0 {
		// A number past the 64 bits is refused, never wrapped around
		// (99999999999999999999999999999999 read as a negative value).
		if b := d.BigInt(); b.IsInt64() {
			return IntValue(b.Int64()), true
		}
		return Value{}, false
	}
	if exp < -12 {
		return Value{}, false
	}
	den := int64(1)
	for i := int32(0); i < -exp; i++ {
		den *= 10
	}
	coef := d.Coefficient()
	if !coef.IsInt64() {
		return Value{}, false
	}
	return NewValue(coef.Int64(), den), true
}
