package app

import (
	"net/url"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// TestEmptyColumnsLeftOut: the team standings have no title, rating or
// federation to show, so their columns are left out (they were shown
// empty); the 2009 championship, whose players have all three, keeps them.
func TestEmptyColumnsLeftOut(t *testing.T) {
	for _, c := range []struct {
		example string
		shown   bool
	}{{"fide-team", false}, {"campionato-2009", true}} {
		p := &Page{}
		d := mount(t, p)
		u, _ := url.Parse("/?example=" + c.example)
		d.Nav(u)
		d.Consume()
		if p.view.Out.Standings == nil {
			t.Fatalf("%s: no standings", c.example)
		}
		html := app.HTMLString(p)
		table := html[strings.Index(html, `id="standings"`):]
		for _, class := range []string{`class="title"`, `class="num rating"`, `class="fed"`} {
			if got := strings.Contains(table, class); got != c.shown {
				t.Errorf("%s: column %s shown %v, want %v", c.example, class, got, c.shown)
			}
		}
	}
}
