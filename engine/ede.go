package engine

// EDE and its variants: the extended direct encounter of team
// competitions (C.07 13.3; docs/tiebreaks.md §8.5).

// extendedDE returns the group operation of an EDE code: the direct
// encounter on the primary score, including its own reapplication to the
// subgroups it leaves tied; if it breaks nothing, on the secondary score;
// every subgroup still tied restarts from the primary score (13.3.3). When
// exactly two teams are still tied on both scores, the knockout steps of
// the code decide on the boards of their mutual matches (13.3.2): ko is
// nil for EDE.
func extendedDE(ko ...func(c *calc, g []int, res *column, steps *[]Step) [][]int) func(c *calc, d Descriptor, g []int, res *column) [][]int {
	return func(c *calc, d Descriptor, g []int, res *column) [][]int {
		return explainedGroup(c, d, g, res, func(steps *[]Step) [][]int {
			return c.ede(d, g, res, steps, ko)
		})
	}
}

func (c *calc) ede(d Descriptor, g []int, res *column, steps *[]Step, ko []func(c *calc, g []int, res *column, steps *[]Step) [][]int) [][]int {
	primary, secondary := c.teamScore(c.team.byGP(ScorePrimary)), c.secondary()
	parts := primary.de(d, g, res, steps)
	if len(parts) == 1 {
		parts = secondary.de(d, g, res, steps)
	}
	if len(parts) == 1 {
		for _, step := range ko {
			if parts = step(c, g, res, steps); len(parts) > 1 {
				return parts
			}
		}
		return parts
	}
	var out [][]int
	for _, p := range parts {
		if len(p) == 1 {
			out = append(out, p)
		} else {
			out = append(out, c.ede(d, p, res, steps, ko)...)
		}
	}
	return out
}

// The knockout steps inside EDE, on the boards of the mutual matches.
func koBC(c *calc, g []int, res *column, steps *[]Step) [][]int {
	return c.knockout(g, res, steps, "12.1", negatedCount)
}

func koTBR(c *calc, g []int, res *column, steps *[]Step) [][]int {
	return c.knockout(g, res, steps, "12.2", topBoards)
}

func koBBE(c *calc, g []int, res *column, steps *[]Step) [][]int {
	return c.knockout(g, res, steps, "12.3", bottomElimination)
}
