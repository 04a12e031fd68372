//go:build !(js && wasm)

package main

import "testing"

func TestSortAttributes(t *testing.T) {
	in := `<meta content="website" property="og:type">
<button lang="it" id="lang-it" aria-pressed="false" title="a > b" type="button" class="lang">it</button>
<img src="/x.svg" alt class="logo"><p>x</p><option selected value="">— none —</option>
<option selected="false" value="a">a</option><button disabled="false" aria-pressed="false" type="button">b</button><details open="false">
<button aria-pressed type="button">c</button><a aria-current class="x" href="/">d</a>`
	want := `<meta content="website" property="og:type">
<button aria-pressed="false" class="lang" id="lang-it" lang="it" title="a > b" type="button">it</button>
<img alt class="logo" src="/x.svg"><p>x</p><option selected value="">— none —</option>
<option value="a">a</option><button aria-pressed="false" type="button">b</button><details>
<button aria-pressed="true" type="button">c</button><a aria-current="true" class="x" href="/">d</a>`
	if got := sortAttributes(in); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}
