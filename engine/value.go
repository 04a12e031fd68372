package engine

import (
	"math/big"
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
	g := gcd(abs64(num), den)
	if g > 1 {
		num, den = num/g, den/g
	}
	return Value{num, den}
}

// IntValue returns n as a Value.
func IntValue(n int64) Value { return Value{n, 1} }

func gcd(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
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

// Add returns v + w.
func (v Value) Add(w Value) Value {
	a, b := v.Den(), w.Den()
	if a == b {
		return NewValue(v.num+w.num, a)
	}
	return NewValue(v.num*b+w.num*a, a*b)
}

// Sub returns v − w.
func (v Value) Sub(w Value) Value { return v.Add(Value{-w.num, w.Den()}) }

// Mul returns v × w.
func (v Value) Mul(w Value) Value { return NewValue(v.num*w.num, v.Den()*w.Den()) }

// Div returns v / w; w must not be 0.
func (v Value) Div(w Value) Value { return NewValue(v.num*w.Den(), v.Den()*w.num) }

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
func (v Value) RoundHalfUp() int64 {
	d := v.Den()
	// floor((2·num + den) / (2·den))
	n := 2*v.num + d
	q := n / (2 * d)
	if n%(2*d) != 0 && n < 0 {
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

func (v Value) appendFast(dst []byte, minDecimals int) ([]byte, bool) {
	den := v.Den()
	k, p := 0, int64(1)
	for den > 1 && p%den != 0 {
		if k == 15 {
			return dst, false
		}
		k++
		p *= 10
	}
	num := v.num
	if num > 1<<62/p || num < -(1<<62/p) {
		return dst, false
	}
	scaled := num * (p / den)
	for k < minDecimals {
		k++
		scaled *= 10
	}
	if scaled < 0 {
		dst = append(dst, '-')
		scaled = -scaled
	}
	pow := int64(1)
	for j := 0; j < k; j++ {
		pow *= 10
	}
	dst = strconv.AppendInt(dst, scaled/pow, 10)
	if k == 0 {
		return dst, true
	}
	dst = append(dst, '.')
	frac := scaled % pow
	for q := pow / 10; q > 0; q /= 10 {
		dst = append(dst, byte('0'+frac/q%10))
	}
	return dst, true
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
		return IntValue(d.IntPart()), true
	}
	if exp < -12 {
		return Value{}, false
	}
	den := int64(1)
	for i := int32(0); i < -exp; i++ {
		den *= 10
	}
	return NewValue(d.Coefficient().Int64(), den), true
}
