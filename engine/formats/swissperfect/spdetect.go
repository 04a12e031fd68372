package swissperfect

import (
	"strings"

	"github.com/spareggi/spareggi/engine/formats/scan"
)

// IsCell reports a Swiss Perfect round cell as the detector counts it
// ("12:W"): a cell of the reader's grammar (reSPAny) with both an
// opponent and a result, cheap necessary conditions first.
func IsCell(f string) bool {
	if f == "" || f[0] < '0' || f[0] > '9' || strings.IndexByte(f, ':') < 0 {
		return false
	}
	m := reSPAny.Re().FindStringSubmatch(f)
	return m != nil && m[1] != "" && m[2] != ""
}

// MayHoldCell is necessary for a field of s to match IsCell
// (reSPAny with an opponent and a result: `^\d+\s*:\s*[WLDwld+=\-]$`): some ':' has a digit before it and a
// result letter after it, with only \s characters between.
func MayHoldCell(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] != ':' {
			continue
		}
		j := i - 1
		for j >= 0 && scan.IsRESpace(s[j]) {
			j--
		}
		k := i + 1
		for k < len(s) && scan.IsRESpace(s[k]) {
			k++
		}
		if j >= 0 && '0' <= s[j] && s[j] <= '9' && k < len(s) && strings.IndexByte("WLDwld+=-", s[k]) >= 0 {
			return true
		}
	}
	return false
}
