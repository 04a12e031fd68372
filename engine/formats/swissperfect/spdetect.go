package swissperfect

import (
	"strings"

	"github.com/spareggi/spareggi/engine/formats/scan"
)

// IsCell reports a Swiss Perfect round cell as the detector counts it
// ("12:W"): cheap necessary conditions first, then reSPCell.
func IsCell(f string) bool {
	return f != "" && f[0] >= '0' && f[0] <= '9' && strings.IndexByte(f, ':') >= 0 && reSPCell.Re().MatchString(f)
}

// MayHoldCell is necessary for a field of s to match IsCell
// (`^\d+\s*:\s*[WLDwld+=\-]$`): some ':' has a digit before it and a
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

// reSPCell is a round cell the detector counts (docs/formats.md §9).
var reSPCell = &scan.LazyRE{Pattern: `^\d+\s*:\s*[WLDwld+=\-]$`}
